import { textMessageSchema } from '@vg/common/schemas/messages';
import { useMemo } from 'react';
import { parseMessage } from './parseMessage';
import { renderMarkdown } from './markdown';
import type { MessageProps } from './types';

/**
 * A text message: markdown from the bot (sanitised), plain text from the
 * visitor (their own words are never interpreted as markup).
 */
export function Text({ message }: MessageProps) {
  const { item, from } = parseMessage(textMessageSchema, message, 'text');
  const text = item.payload.message ?? '';
  const html = useMemo(() => (from === 'human' ? null : renderMarkdown(text)), [from, text]);
  return (
    <>
      {item.payload.image ? (
        <img className="vg-text-image" src={item.payload.image} alt="" />
      ) : null}
      {html === null ? (
        <div className="vg-text vg-text--plain">{text}</div>
      ) : (
        <div className="vg-text vg-markdown" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </>
  );
}
