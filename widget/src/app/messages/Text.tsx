import { textMessageSchema } from '@vg/common/schemas/messages';
import { parseMessage } from './parseMessage';
import { useMarkdown } from './useMarkdown';
import type { MessageProps } from './types';

/**
 * A text message: markdown from the bot (sanitised; a text without any
 * markup is shown as it is), plain text from the visitor (their own words
 * are never interpreted as markup).
 */
export function Text({ message }: MessageProps) {
  const { item, from } = parseMessage(textMessageSchema, message, 'text');
  const text = item.payload.message ?? '';
  const html = useMarkdown(from === 'human' ? '' : text);
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
