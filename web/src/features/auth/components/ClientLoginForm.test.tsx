import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../test/render';
import { ClientLoginForm } from './ClientLoginForm';

function setup(overrides: Partial<Parameters<typeof ClientLoginForm>[0]> = {}) {
  const props = {
    onPasswordSignIn: vi.fn(async () => null),
    onSendCode: vi.fn(async () => null),
    onVerifyCode: vi.fn(async () => null),
    ...overrides,
  };
  render(<ClientLoginForm {...props} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { props, type };
}

describe('ClientLoginForm', () => {
  it('asks for both fields before signing in with the password', async () => {
    const { props, type } = setup();
    type('Email', 'chloe@client.test');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email and password.');
    expect(props.onPasswordSignIn).not.toHaveBeenCalled();

    type('Dashboard password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(props.onPasswordSignIn).toHaveBeenCalledWith('chloe@client.test', 'secret-pass'),
    );
  });

  it('marks the field a failed sign-in is about', async () => {
    const { type } = setup({
      onPasswordSignIn: vi.fn(async () => ({
        message: 'Password is incorrect please try again.',
        field: 'password' as const,
      })),
    });
    type('Email', 'chloe@client.test');
    type('Dashboard password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is incorrect please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Dashboard password').hasAttribute('data-invalid')).toBe(true);
  });

  it('needs an e-mail for a login code, then shows the code step with Resend Code and Cancel', async () => {
    const { props, type } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Email Login Code' }));
    expect(screen.getByText('Please enter your email and password.')).toBeTruthy();
    expect(props.onSendCode).not.toHaveBeenCalled();

    type('Email', 'chloe@client.test');
    fireEvent.click(screen.getByRole('button', { name: 'Email Login Code' }));
    await screen.findByLabelText('Code');
    expect(props.onSendCode).toHaveBeenCalledWith('chloe@client.test');
    expect(screen.queryByLabelText('Dashboard password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(props.onSendCode).toHaveBeenCalledTimes(2));

    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(props.onVerifyCode).toHaveBeenCalledWith('chloe@client.test', '123456'),
    );
  });

  it('stays on the e-mail step when sending the code fails, with the e-mail marked', async () => {
    const { type } = setup({
      onSendCode: vi.fn(async () => ({
        message: "This email doesn't exsit.",
        field: 'email' as const,
      })),
    });
    type('Email', 'nobody@client.test');
    fireEvent.click(screen.getByRole('button', { name: 'Email Login Code' }));
    expect(await screen.findByText("This email doesn't exsit.")).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('Cancel goes back to the e-mail and password step', async () => {
    const { type } = setup();
    type('Email', 'chloe@client.test');
    fireEvent.click(screen.getByRole('button', { name: 'Email Login Code' }));
    await screen.findByLabelText('Code');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.getByLabelText('Dashboard password')).toBeTruthy();
  });
});
