import { RatingStars } from '../chat/RatingStars';
import { useT } from '../i18n/useT';
import { startNewConversation } from '../session/lifecycle';
import type { MessageProps } from './types';

/**
 * The 'end' message closes the conversation: a divider with 'Start New
 * Conversation', which (in the latest turn) restarts the chat, and the
 * conversation's star rating.
 */
export function End({ isLatest }: MessageProps) {
  const t = useT();
  return (
    <div className="vg-end-block">
      <div className="vg-end" role="status">
        <span className="vg-end-line" />
        {isLatest ? (
          <button
            type="button"
            className="vg-button vg-button--ghost"
            onClick={startNewConversation}
          >
            {t('startNew')}
          </button>
        ) : (
          <span className="vg-end-label">{t('startNew')}</span>
        )}
        <span className="vg-end-line" />
      </div>
      <RatingStars />
    </div>
  );
}
