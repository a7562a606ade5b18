import type { Turn } from '../chat/conversation';
import { useChatStore } from '../store/chatStore';
import { ChevronIcon } from './tabIcons';
import { conversationPreview } from './tabsModel';

/** A conversation in a list: the agent's avatar and name, the latest message and its time. */
export function ConversationItem({
  turns,
  ts: sessionTs,
  onOpen,
}: {
  turns: readonly Turn[];
  /** The session's own time, for turns stored without one. */
  ts?: number;
  onOpen: () => void;
}) {
  const agent = useChatStore((state) => state.agent);
  const language = useChatStore((state) => state.language);
  const preview = conversationPreview(turns);
  const { text } = preview;
  const ts = preview.ts ?? sessionTs ?? null;
  const avatar = agent?.roundedImageURL || agent?.avatarImageUrl;
  return (
    <button type="button" className="vg-convo-item" onClick={onOpen}>
      {avatar ? (
        <img className="vg-avatar vg-convo-avatar" src={avatar} alt="" />
      ) : (
        <span className="vg-avatar vg-convo-avatar" aria-hidden="true">
          {(agent?.title ?? '').charAt(0).toUpperCase() || '•'}
        </span>
      )}
      <span className="vg-convo-text">
        <strong>{agent?.title ?? ''}</strong>
        <span className="vg-convo-preview">{text || '…'}</span>
      </span>
      {ts ? (
        <time className="vg-convo-time" dateTime={new Date(ts).toISOString()}>
          {formatTime(ts, language)}
        </time>
      ) : null}
      <ChevronIcon />
    </button>
  );
}

/** Today: the time; before: the date. */
function formatTime(ts: number, language: string): string {
  const date = new Date(ts);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}
