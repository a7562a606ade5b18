import { RatingStars } from '../chat/RatingStars';
import { useT } from '../i18n/useT';

/**
 * The 'end' message closes the conversation: a divider with the 'Start New
 * Conversation' notice and the conversation's star rating. The one button
 * that starts the new conversation takes the message box's place
 * (ChatInput), so a screen reader meets a single control, not two alike.
 */
export function End() {
  const t = useT();
  return (
    <div className="vg-end-block">
      <div className="vg-end" role="status">
        <span className="vg-end-line" />
        <span className="vg-end-label">{t('startNew')}</span>
        <span className="vg-end-line" />
      </div>
      <RatingStars />
    </div>
  );
}
