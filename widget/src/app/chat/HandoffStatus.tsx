import { handoffView } from '@vg/common/logic/widget/handoff';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';

/**
 * 'Please wait, we're notifying the team..' for as long as a request is
 * pending, and who the visitor talks to once a team member took the chat.
 */
export function HandoffStatus() {
  const t = useT();
  const handoff = useChatStore((state) => state.handoff);
  const orgUsers = useChatStore((state) => state.orgUsers);
  if (handoff.state === 'requested_chat') {
    return (
      <div className="vg-notice vg-handoff" role="status">
        <span className="vg-handoff-pulse" aria-hidden="true" />
        {t('handoffWaiting')}
      </div>
    );
  }
  const name = orgUsers.find((user) => user.ID && user.ID === handoff.assignee)?.name;
  const view = handoffView(handoff, name);
  if (!view.manualControl) return null;
  return (
    <div className="vg-notice vg-notice--success vg-handoff" role="status">
      {view.assigneeFirstName
        ? t('withTeamMember', { name: view.assigneeFirstName })
        : t('withTeam')}
    </div>
  );
}
