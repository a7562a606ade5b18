import { cardV2MessageSchema } from '@vg/common/schemas/messages';
import { CardView } from './parts/CardView';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** A single card whose payload is the card itself (cardV2). */
export function CardV2({ message, isLatest }: MessageProps) {
  const { item } = parseMessage(cardV2MessageSchema, message, 'cardV2');
  return <CardView card={item.payload} isLatest={isLatest} />;
}
