import { jsxMessageSchema } from '@vg/common/schemas/messages';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * A 'jsx' message: markup written by the agent's builder. It is shown as
 * sanitised HTML, never executed: scripts, handlers and frames are removed.
 */
export function Jsx({ message }: MessageProps) {
  const { item } = parseMessage(jsxMessageSchema, message, 'jsx');
  const markup = item.payload.jsx;
  const html = useMemo(
    () =>
      markup === undefined
        ? null
        : DOMPurify.sanitize(markup.replace(/className=/g, 'class='), { FORBID_TAGS: ['style'] }),
    [markup],
  );
  if (html === null) throw new Error('Cannot show jsx message (no markup)');
  return <div className="vg-jsx" dangerouslySetInnerHTML={{ __html: html }} />;
}
