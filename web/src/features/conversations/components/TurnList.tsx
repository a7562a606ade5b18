import { useEffect, useRef } from 'react';
import { Anchor, Box, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { storedTimeMillis, type Turn } from '@vg/common';
import { messageLink, messageText, turnAuthor } from '../helpers/messageText';

const AUTHOR_LABEL = { visitor: 'Visitor', agent: 'AI agent', team: 'Team' } as const;

/** The conversation's turns as chat bubbles: the visitor left, the agent and the team right. */
export function TurnList({ turns }: { turns: readonly Turn[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  // New messages scroll into view.
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [turns.length]);

  return (
    <ScrollArea
      viewportRef={viewport}
      style={{ flex: 1 }}
      type="auto"
      // Keyboard users scroll the thread with the arrow keys once it has focus.
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Conversation messages' }}
    >
      <Stack gap="sm" p="md" aria-label="Messages" role="log">
        {turns.length === 0 && (
          <Text c="dimmed" size="sm">
            No messages yet.
          </Text>
        )}
        {turns.map((turn, index) => {
          const author = turnAuthor(turn);
          const texts = turn.messages.flatMap((message) => {
            const text = messageText(message);
            return text === null ? [] : [{ text, link: messageLink(message) }];
          });
          if (texts.length === 0) return null;
          const ours = author.kind !== 'visitor';
          const time =
            typeof turn.ts === 'number' ? dayjs(storedTimeMillis(turn.ts)).format('HH:mm') : null;
          return (
            <Box
              key={index}
              style={{ alignSelf: ours ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
            >
              <Text size="xs" c="dimmed" ta={ours ? 'right' : 'left'} mb={2}>
                {author.name ?? AUTHOR_LABEL[author.kind]}
                {time ? ` · ${time}` : ''}
              </Text>
              <Stack gap={4} align={ours ? 'flex-end' : 'flex-start'}>
                {texts.map(({ text, link }, at) => (
                  <Paper
                    key={at}
                    px="sm"
                    py={6}
                    radius="lg"
                    withBorder={author.kind === 'visitor'}
                    bg={
                      author.kind === 'team'
                        ? 'var(--mantine-primary-color-filled)'
                        : author.kind === 'agent'
                          ? 'var(--mantine-color-default-hover)'
                          : undefined
                    }
                    c={author.kind === 'team' ? 'white' : undefined}
                    data-author={author.kind}
                  >
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {text}
                    </Text>
                    {link && (
                      <Anchor
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        c={author.kind === 'team' ? 'white' : undefined}
                        style={{ wordBreak: 'break-all' }}
                      >
                        {link.label}
                      </Anchor>
                    )}
                  </Paper>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
