import { debugPreview } from '@vg/common/logic/text/truncate';
import { debugMessageSchema } from '@vg/common/schemas/messages';
import { useT } from '../i18n/useT';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * A debug message (type starting with 'debug'), shown to super
 * administrators only (the conversation filters it for everyone else): a
 * collapsed line with the first 100 characters, expanding to the tool call.
 */
export function Debug({ message }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(debugMessageSchema, message, 'debug');
  const payload = item?.payload ?? {};
  const text = payload.message ?? '';
  const input =
    payload.toolInput === undefined
      ? null
      : typeof payload.toolInput === 'string'
        ? payload.toolInput
        : JSON.stringify(payload.toolInput, null, 2);
  return (
    <details className="vg-debug">
      <summary>
        <span className="vg-debug-tag">{payload.toolName ?? t('debug')}</span> {debugPreview(text)}
      </summary>
      {text.length > 100 ? <p className="vg-debug-text">{text}</p> : null}
      {input !== null ? <pre className="vg-debug-input">{input}</pre> : null}
    </details>
  );
}
