import type { ReactNode } from 'react';
import { ActionIcon, CopyButton, Group, PasswordInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_FEEDBACK_MS } from '@vg/common';

/** A secret shown masked (with a reveal toggle), a Copy button, and an action beside them. */
export function SecretField({
  label,
  description,
  value,
  placeholder,
  copyLabel,
  children,
}: {
  label: string;
  description?: string;
  value: string;
  placeholder?: string;
  copyLabel: string;
  /** E.g. Regenerate or Rotate. */
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" wrap="nowrap" gap="xs">
      <PasswordInput
        style={{ flex: 1 }}
        label={label}
        description={description}
        value={value}
        placeholder={placeholder}
        readOnly
      />
      <CopyButton value={value} timeout={COPY_FEEDBACK_MS}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'}>
            <ActionIcon
              size={36}
              variant="light"
              onClick={copy}
              disabled={!value}
              aria-label={copyLabel}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      {children}
    </Group>
  );
}
