import { describe, expect, it, vi } from 'vitest';
import { Menu } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen } from '../../../../test/render';
import { VerifyEmailItems } from './VerifyEmailItems';

const auth = vi.hoisted(() => ({
  sendVerificationEmail: vi.fn(),
  refreshEmailVerified: vi.fn(),
}));
vi.mock('../../../data/auth', () => auth);

function openMenu() {
  render(
    <>
      <Notifications />
      <Menu opened>
        <Menu.Target>
          <button type="button">Workspace</button>
        </Menu.Target>
        <Menu.Dropdown>
          <VerifyEmailItems email="mia@team.io" />
        </Menu.Dropdown>
      </Menu>
    </>,
  );
}

describe('VerifyEmailItems', () => {
  it('tells an unverified person why shared workspaces are missing and sends the e-mail', async () => {
    auth.sendVerificationEmail.mockResolvedValue(undefined);
    openMenu();
    expect(
      screen.getByText('Verify mia@team.io to join the workspaces shared with it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send verification e-mail' }));
    expect(
      await screen.findByText(
        "Verification e-mail sent to mia@team.io: open its link, then choose 'I have verified my e-mail'.",
      ),
    ).toBeTruthy();
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('says so when the address is still not verified', async () => {
    auth.refreshEmailVerified.mockResolvedValue(false);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'I have verified my e-mail' }));
    expect(
      await screen.findByText(
        'mia@team.io is not verified yet: open the link in the e-mail we sent, then try again.',
      ),
    ).toBeTruthy();
  });
});
