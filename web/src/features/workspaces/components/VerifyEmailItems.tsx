import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck, IconRefresh } from '@tabler/icons-react';
import { refreshEmailVerified, sendVerificationEmail } from '../../../data/auth';

/**
 * For an account whose e-mail is not verified: workspaces shared with that
 * address stay hidden (anyone could sign up with someone else's address),
 * so the menu says so and offers the verification e-mail and a re-check.
 */
export function VerifyEmailItems({ email }: { email: string }) {
  const send = async () => {
    try {
      await sendVerificationEmail();
      notifications.show({
        color: 'green',
        message: `Verification e-mail sent to ${email}: open its link, then choose 'I have verified my e-mail'.`,
        autoClose: 6000,
      });
    } catch {
      notifications.show({
        color: 'red',
        message: 'The verification e-mail could not be sent: wait a minute and try again.',
        autoClose: 4000,
      });
    }
  };
  const recheck = async () => {
    if (await refreshEmailVerified()) {
      // Rules and listeners take the new token on a fresh start.
      window.location.reload();
      return;
    }
    notifications.show({
      color: 'yellow',
      message: `${email} is not verified yet: open the link in the e-mail we sent, then try again.`,
      autoClose: 5000,
    });
  };
  return (
    <>
      <Text size="xs" c="dimmed" px="sm" py={4} maw={250}>
        Verify {email} to join the workspaces shared with it.
      </Text>
      <Menu.Item leftSection={<IconMailCheck size={14} />} onClick={() => void send()}>
        Send verification e-mail
      </Menu.Item>
      <Menu.Item leftSection={<IconRefresh size={14} />} onClick={() => void recheck()}>
        I have verified my e-mail
      </Menu.Item>
    </>
  );
}
