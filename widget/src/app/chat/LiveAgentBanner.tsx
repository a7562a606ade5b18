import { truncateFor } from '@vg/common/logic/text/truncate';
import { handoffView } from '@vg/common/logic/widget/handoff';
import {
  bannerAvatars,
  isOnline,
  showsLiveAgentBanner,
} from '@vg/common/logic/widget/liveAgentBanner';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';
import { cancelHandoff, requestHandoff } from '../session/handoff';
import { useChatStore } from '../store/chatStore';

// Inline editing is for super administrators only: loaded when one is signed in.
const HandoffTexts = lazy(async () => ({
  default: (await import('../admin/HandoffTexts')).HandoffTexts,
}));

/**
 * The team above the chat: up to three avatars with online dots and '+N',
 * the hand-off title and subtitle, and the '⚡ Chat' button. Shown only when
 * the team exists, someone is online (or alwaysShowHandoff) and hand-off is
 * on; hidden once a team member has the chat.
 */
export function LiveAgentBanner() {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const orgUsers = useChatStore((state) => state.orgUsers);
  const handoff = useChatStore((state) => state.handoff);
  const loading = useChatStore((state) => state.loading);
  const isSuperAdmin = useChatStore((state) => state.isSuperAdmin);
  const view = handoffView(handoff);
  if (
    !agent ||
    view.bannerHidden ||
    !showsLiveAgentBanner({
      orgUsers,
      alwaysShowHandoff: agent.alwaysShowHandoff,
      handoffActive: agent.enableVGHandoff === true,
      humanAssigned: handoff.assignee !== null,
    })
  ) {
    return null;
  }
  const { shown, overflowLabel } = bannerAvatars(orgUsers);
  const waiting = handoff.state === 'requested_chat';
  return (
    <section className="vg-team" aria-label={agent.UIhandoffTitle}>
      <div className="vg-team-avatars">
        {shown.map((user, index) => (
          <span key={user.ID ?? index} className="vg-team-avatar">
            {user.squarePhotoURL ? (
              <img src={user.squarePhotoURL} alt="" />
            ) : (
              <span>{user.name?.charAt(0) ?? '•'}</span>
            )}
            <i
              className={`vg-dot vg-dot--${isOnline(user) ? 'online' : 'offline'}`}
              aria-label={isOnline(user) ? t('online') : t('offline')}
            />
          </span>
        ))}
        {overflowLabel ? <span className="vg-team-more">{overflowLabel}</span> : null}
      </div>
      <div className="vg-team-text">
        {isSuperAdmin ? (
          <Suspense fallback={<strong>{agent.UIhandoffTitle}</strong>}>
            <HandoffTexts title={agent.UIhandoffTitle} subtitle={agent.UIhandoffSubtitle} />
          </Suspense>
        ) : (
          <>
            <strong>{agent.UIhandoffTitle}</strong>
            <small>{agent.UIhandoffSubtitle}</small>
          </>
        )}
      </div>
      {/* While a request is pending '⚡ Chat' stays in place, disabled (spec), beside Cancel. */}
      {waiting ? (
        <button
          type="button"
          className="vg-button vg-button--ghost vg-team-button"
          onClick={cancelHandoff}
        >
          {t('cancel')}
        </button>
      ) : null}
      <button
        type="button"
        className="vg-button vg-team-button"
        disabled={view.handoffButtonDisabled || loading}
        onClick={() => void requestHandoff()}
      >
        {truncateFor('handoffButtonText', t('handoffButton'))}
      </button>
    </section>
  );
}
