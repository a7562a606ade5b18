import { flowiseMessageSchema } from '@vg/common/schemas/messages';
import { parseMessage } from './parseMessage';
import { useMarkdown } from './useMarkdown';
import type { MessageProps } from './types';

/**
 * An answer relayed from a Flowise flow: markdown like bot text, which
 * Flowise answers commonly use for lists and code.
 */
export function Flowise({ message }: MessageProps) {
  const { item } = parseMessage(flowiseMessageSchema, message, 'Flowise');
  const text = item.payload.message;
  if (text === undefined) throw new Error('Cannot show Flowise message (no text)');
  return <FlowiseText text={text} />;
}

function FlowiseText({ text }: { text: string }) {
  const html = useMarkdown(text);
  return html === null ? (
    <div className="vg-text vg-text--plain vg-flowise">{text}</div>
  ) : (
    <div className="vg-text vg-markdown vg-flowise" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
