import { cardsMessageSchema } from '@vg/common/schemas/messages';
import { CardView } from './parts/CardView';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** A stack of cards shown one under another. */
export function Cards({ message, isLatest }: MessageProps) {
  const { item } = parseMessage(cardsMessageSchema, message, 'cards');
  return (
    <div className="vg-cards">
      {item.payload.cards.map((card, index) => (
        <CardView key={index} card={card} isLatest={isLatest} />
      ))}
    </div>
  );
}
