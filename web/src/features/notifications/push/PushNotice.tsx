import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { wantsPush } from '../../../data/clientPush';
import type { ClientPush, PushProblem } from './useClientPush';

export const PUSH_BLOCKED_TITLE = 'Notifications are blocked in this browser';
export const PUSH_BLOCKED_TEXT =
  "Allow notifications for this site in your browser's site settings (the icon at the left of the address bar), then press Try again. Until then this browser gets no push notifications.";
export const PUSH_UNSUPPORTED_TEXT =
  'This browser cannot receive push notifications. Use a current Chrome, Edge, Firefox or Safari (on an iPhone, add the dashboard to the Home Screen first), or choose Email.';

/**
 * Under "Notify me through": whether this browser takes the client's push
 * notifications, and what to do when it does not (blocked, unsupported, not
 * turned on here yet). `value` is the choice shown in the select.
 */
export function PushNotice({
  push,
  value,
}: {
  push: ClientPush;
  value: Parameters<typeof wantsPush>[0];
}) {
  if (push.problem) return <ProblemNotice push={push} problem={push.problem} />;
  if (!wantsPush(value)) return null;
  if (push.onHere)
    return (
      <Group gap={6} wrap="nowrap" role="status">
        <IconBellRinging size={16} aria-hidden color="var(--mantine-color-green-8)" />
        <Text size="sm">Push notifications are on in this browser.</Text>
      </Group>
    );
  if (push.permission === 'unsupported')
    return <ProblemNotice push={push} problem={{ status: 'unsupported' }} />;
  if (push.permission === 'denied')
    return <ProblemNotice push={push} problem={{ status: 'denied' }} />;
  return (
    <Alert color="blue" variant="light" p="xs" role="status" style={{ flexShrink: 0 }}>
      <Text size="sm">This browser does not show your push notifications yet.</Text>
      <Button
        mt="xs"
        size="xs"
        variant="light"
        loading={push.busy}
        onClick={() => void push.turnOnHere()}
      >
        Turn on push notifications
      </Button>
    </Alert>
  );
}

function ProblemNotice({ push, problem }: { push: ClientPush; problem: PushProblem }) {
  const title =
    problem.status === 'denied'
      ? PUSH_BLOCKED_TITLE
      : problem.status === 'unsupported'
        ? 'Push notifications are not available here'
        : 'Push notifications could not be turned on';
  const text =
    problem.status === 'denied'
      ? PUSH_BLOCKED_TEXT
      : problem.status === 'unsupported'
        ? PUSH_UNSUPPORTED_TEXT
        : problem.message;
  return (
    <Alert color="red" variant="light" p="xs" title={title} role="alert" style={{ flexShrink: 0 }}>
      <Text size="sm">{text}</Text>
      {problem.status !== 'unsupported' && (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          color="red"
          loading={push.busy}
          onClick={() => void (push.problem ? push.retry() : push.turnOnHere())}
        >
          Try again
        </Button>
      )}
    </Alert>
  );
}
