import { RATING_SCALE } from '@vg/common/constants';
import { applyRating, isRatingLocked } from '@vg/common/logic/widget/playbackAndRating';
import { useT } from '../i18n/useT';
import { currentBackend } from '../session/backendRef';
import { chatStore, useChatStore } from '../store/chatStore';

/**
 * 1 to 5 stars for the conversation, given once: afterwards the stars are
 * read-only. A failed post is only logged (spec), the stars stay as chosen.
 */
export function RatingStars() {
  const t = useT();
  const rating = useChatStore((state) => state.ratingFrom5);
  const disabled = useChatStore((state) => state.agent?.disableRating === true);
  if (disabled) return null;
  const locked = isRatingLocked(rating);

  const rate = (stars: number) => {
    const { ratingFrom5, userId } = chatStore.get();
    const next = applyRating(ratingFrom5, stars);
    if (next === null || next === ratingFrom5 || !userId) return;
    chatStore.set({ ratingFrom5: next });
    currentBackend()
      ?.rateConversation(userId, next)
      .catch((error: unknown) => console.warn('rating', error));
  };

  return (
    <div className="vg-rating" role="group" aria-label={t('rateConversation')}>
      <span>{t('rateConversation')}</span>
      <div className="vg-stars">
        {Array.from({ length: RATING_SCALE }, (_, index) => index + 1).map((stars) => (
          <button
            key={stars}
            type="button"
            className={`vg-star${rating !== null && stars <= rating ? ' vg-star--on' : ''}`}
            aria-label={t('stars', { count: stars })}
            aria-pressed={rating === stars}
            disabled={locked}
            onClick={() => rate(stars)}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  );
}
