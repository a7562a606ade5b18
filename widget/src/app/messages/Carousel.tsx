import { carouselMessageSchema } from '@vg/common/schemas/messages';
import { useRef } from 'react';
import { useT } from '../i18n/useT';
import { CardView } from './parts/CardView';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** Cards side by side, scrolled one card at a time (snap points and arrow buttons). */
export function Carousel({ message, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(carouselMessageSchema, message, 'carousel');
  const track = useRef<HTMLDivElement>(null);
  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.firstElementChild as HTMLElement | null;
    element?.scrollBy({ left: direction * ((card?.offsetWidth ?? 240) + 10), behavior: 'smooth' });
  };
  const many = item.payload.cards.length > 1;
  return (
    <div className="vg-carousel">
      <div className="vg-carousel-track" ref={track}>
        {item.payload.cards.map((card, index) => (
          <CardView key={index} card={card} isLatest={isLatest} />
        ))}
      </div>
      {many ? (
        <>
          <button
            type="button"
            className="vg-carousel-arrow vg-carousel-arrow--prev"
            aria-label={t('previous')}
            onClick={() => move(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="vg-carousel-arrow vg-carousel-arrow--next"
            aria-label={t('next')}
            onClick={() => move(1)}
          >
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
