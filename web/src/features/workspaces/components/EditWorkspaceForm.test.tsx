import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../test/render';
import { EditWorkspaceForm } from './EditWorkspaceForm';

const initial = {
  workspaceName: 'Team',
  workspacePhotoURL: '',
  workspaceEmails: ['me@team.io', 'b@team.io'],
};

/** The form for the editor me@team.io, with `seatLimit` seats; answers its submit spy. */
function renderForm(seatLimit: number) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <EditWorkspaceForm
      initial={initial}
      ownEmail="me@team.io"
      seatLimit={seatLimit}
      submitLabel="Save"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('EditWorkspaceForm', () => {
  it('requires a workspace name', async () => {
    const onSubmit = renderForm(2);
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a workspace name.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses removing yourself from the members', async () => {
    const onSubmit = renderForm(2);
    // Remove the first member pill (the editor's own e-mail).
    const remove = document.querySelectorAll('.mantine-Pill-remove')[0] as HTMLElement;
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot remove yourself from the workspace.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves with the photo URL made https', async () => {
    const onSubmit = renderForm(2);
    fireEvent.change(screen.getByLabelText('Photo URL'), {
      target: { value: 'cdn.example.com/logo.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        workspaceName: 'Team',
        workspacePhotoURL: 'https://cdn.example.com/logo.png',
        workspaceEmails: ['me@team.io', 'b@team.io'],
      }),
    );
  });

  it('keeps added members within the seats, as an invite would', async () => {
    const onSubmit = renderForm(2);
    const members = screen.getByRole('textbox', { name: 'Member e-mails' });
    fireEvent.change(members, { target: { value: 'c@team.io' } });
    fireEvent.keyDown(members, { key: 'Enter' });
    expect(await screen.findByText('c@team.io')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have reached the maximum number of seats')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a workspace over its seats keep (or trim) the members it has', async () => {
    const onSubmit = renderForm(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
