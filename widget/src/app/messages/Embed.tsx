import { embedMessageSchema, iframeMessageSchema } from '@vg/common/schemas/messages';
import { useT } from '../i18n/useT';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * Embed and iFrame messages: a framed page (url) or framed markup (html),
 * default height 500 px. Markup runs in a sandbox without our origin, so it
 * can never reach the visitor's chat session.
 */
export function Embed({ message }: MessageProps) {
  const t = useT();
  const { item } =
    message.type === 'iFrame'
      ? parseMessage(iframeMessageSchema, message, 'iFrame')
      : parseMessage(embedMessageSchema, message, 'Embed');
  const { url, html, height } = item.payload;
  if (url && /^https?:\/\//.test(url)) {
    return (
      <iframe
        className="vg-embed"
        src={url}
        title={t('embeddedContent')}
        height={height}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        allow="autoplay; fullscreen; clipboard-write"
        loading="lazy"
      />
    );
  }
  if (html) {
    return (
      <iframe
        className="vg-embed"
        srcDoc={html}
        title={t('embeddedContent')}
        height={height}
        sandbox="allow-scripts allow-popups"
      />
    );
  }
  throw new Error(`Cannot show ${message.type} message (no http(s) url or html)`);
}
