import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../test/render';
import { InviteUserForm } from './InviteUserForm';

function setup(workspace = { workspaceEmails: ['a@team.io'] }) {
  const onInvite = vi.fn().mockResolvedValue(undefined);
  render(<InviteUserForm workspace={workspace} ownEmail="me@team.io" onInvite={onInvite} />);
  const invite = (email: string) => {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
  };
  return { onInvite, invite };
}

describe('InviteUserForm', () => {
  it('asks for a valid e-mail', async () => {
    const { onInvite, invite } = setup();
    invite('not-an-email');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('refuses inviting yourself', async () => {
    const { onInvite, invite } = setup();
    invite('ME@team.io');
    expect(await screen.findByText("You can't invite yourself lol")).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('stops at the seat limit', async () => {
    const { onInvite, invite } = setup({ workspaceEmails: ['a@team.io', 'b@team.io'] });
    invite('c@team.io');
    expect(await screen.findByText('You have reached the maximum number of seats')).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('invites a valid new member, lower-cased', async () => {
    const { onInvite, invite } = setup();
    invite('New.Person@Team.io');
    await waitFor(() => expect(onInvite).toHaveBeenCalledWith('new.person@team.io'));
  });
});
