import { firstName, handoffView } from '@vg/common/logic/widget/handoff';
import { useT } from '../i18n/useT';
import { cancelHandoff } from '../session/handoffCancel';
import { useChatStore, type ChatState } from '../store/chatStore';

/**
 * 'Please wait, we're notifying the team..' with Cancel for as long as a
 * request is pending, whichever way it was made, and the first name of the
 * team member once they took the chat.
 */
export function HandoffStatus() {
  const t = useT();
  const handoff = useChatStore((state) => state.handoff);
  const name = useChatStore(assigneeName);
  if (handoff.state === 'requested_chat') {
    return (
      <div className="vg-notice vg-handoff" role="status">
        <span className="vg-handoff-pulse" aria-hidden="true" />
        <span className="vg-handoff-text">{t('handoffWaiting')}</span>
        <button type="button" className="vg-button vg-button--ghost" onClick={cancelHandoff}>
          {t('cancel')}
        </button>
      </div>
    );
  }
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

/**
 * The assigned team member's name: as the dashboard stored it when they took
 * the chat, else the team list, else the name on their latest reply.
 */
export function assigneeName(state: ChatState): string | null {
  const uid = state.handoff.assignee;
  if (!uid) return null;
  if (state.chatAssignedName) return state.chatAssignedName;
  const listed = state.orgUsers.find((user) => user.ID === uid)?.name;
  if (listed) return listed;
  for (const turn of [...state.turns].reverse()) {
    if (turn.humanAgent?.uid === uid && turn.humanAgent.name)
      return firstName(turn.humanAgent.name);
  }
  return null;
}
