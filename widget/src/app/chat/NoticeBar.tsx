import { useChatStore } from '../store/chatStore';

/** The short-lived notice above the footer (validation messages, errors). */
export function NoticeBar() {
  const notice = useChatStore((state) => state.notice);
  if (!notice) return null;
  return (
    <div key={notice.id} className={`vg-notice vg-notice--${notice.tone}`} role="alert">
      {notice.text}
    </div>
  );
}
