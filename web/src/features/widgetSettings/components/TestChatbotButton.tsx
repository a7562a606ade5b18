import { Button, Tooltip } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import type { AgentPlatform } from '@vg/common';

export const VF_KEY_REQUIRED_MESSAGE =
  'Please provide your Voiceflow dialogue API key and try again.';

/**
 * 'Test Chatbot' / 'Hide Debugger'. Off until the agent is saved; a
 * flow-platform agent cannot be tested without its dialogue key, so opening
 * the debugger then reports `VF_KEY_REQUIRED_MESSAGE` instead.
 */
export function TestChatbotButton({
  saved,
  platform,
  dialogueKey,
  open,
  onToggle,
  onBlocked,
}: {
  saved: boolean;
  platform: AgentPlatform;
  dialogueKey: string | undefined;
  open: boolean;
  onToggle: (open: boolean) => void;
  onBlocked: (message: string) => void;
}) {
  const toggle = () => {
    if (!open && platform === 'vf' && !dialogueKey?.trim()) {
      onBlocked(VF_KEY_REQUIRED_MESSAGE);
      return;
    }
    onToggle(!open);
  };
  return (
    <Tooltip label="Save the agent to test it" disabled={saved}>
      <Button
        variant={open ? 'filled' : 'default'}
        leftSection={<IconBug size={16} />}
        disabled={!saved}
        onClick={toggle}
        aria-pressed={open}
      >
        {open ? 'Hide Debugger' : 'Test Chatbot'}
      </Button>
    </Tooltip>
  );
}
