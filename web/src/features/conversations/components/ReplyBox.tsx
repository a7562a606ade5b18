import { useState } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

/**
 * The team member's reply. Enter sends, Shift+Enter starts a new line; the
 * text stays if sending fails.
 */
export function ReplyBox({
  onSend,
  disabled,
  placeholder,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    const message = text.trim();
    if (!message || sending || disabled) return;
    setSending(true);
    const sent = await onSend(message);
    setSending(false);
    if (sent) setText('');
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
      <Textarea
        aria-label="Reply"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void send();
          }
        }}
        disabled={disabled}
        autosize
        minRows={1}
        maxRows={5}
        style={{ flex: 1 }}
      />
      <ActionIcon
        size="lg"
        aria-label="Send reply"
        onClick={() => void send()}
        loading={sending}
        disabled={disabled || text.trim() === ''}
      >
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
