import { flowiseMessageSchema } from '@vg/common/schemas/messages';
import { useMemo } from 'react';
import { renderMarkdown } from './markdown';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * An answer relayed from a Flowise flow: markdown like bot text, which
 * Flowise answers commonly use for lists and code.
 */
export function Flowise({ message }: MessageProps) {
  const { item } = parseMessage(flowiseMessageSchema, message, 'Flowise');
  const text = item.payload.message;
  const html = useMemo(() => (text === undefined ? null : renderMarkdown(text)), [text]);
  if (html === null) throw new Error('Cannot show Flowise message (no text)');
  return (
    <div className="vg-text vg-markdown vg-flowise" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
