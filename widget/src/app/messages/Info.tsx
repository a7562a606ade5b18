import { infoMessageSchema } from '@vg/common/schemas/messages';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** info:primary, info:default, info:danger and info:success notes inside the chat. */
export function Info({ message }: MessageProps) {
  const { type, item } = parseMessage(infoMessageSchema, message, 'info');
  const tone = type.slice('info:'.length);
  return (
    <div className={`vg-info vg-info--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {item.payload.message}
    </div>
  );
}
