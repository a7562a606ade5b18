import { ActionIcon, Box, Code, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_FEEDBACK_MS } from '@vg/common';

/** A code snippet with a copy button that shows 'Copied!' for 500 ms. */
export function SnippetBlock({ code, label }: { code: string; label: string }) {
  const clipboard = useClipboard({ timeout: COPY_FEEDBACK_MS });
  return (
    <Box pos="relative">
      <Code
        block
        style={{ whiteSpace: 'pre', overflowX: 'auto', paddingRight: 48 }}
        aria-label={`${label} snippet`}
        // A snippet wider than the dialog scrolls; keyboard users scroll it once focused.
        tabIndex={0}
      >
        {code}
      </Code>
      <Tooltip label={clipboard.copied ? 'Copied!' : 'Copy'} opened={clipboard.copied || undefined}>
        <ActionIcon
          pos="absolute"
          top={8}
          right={8}
          variant={clipboard.copied ? 'filled' : 'default'}
          color={clipboard.copied ? 'green' : undefined}
          onClick={() => clipboard.copy(code)}
          aria-label={clipboard.copied ? 'Copied!' : `Copy ${label} snippet`}
        >
          {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}
