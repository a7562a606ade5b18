import { DEFAULT_HANDOFF_SUBTITLE, DEFAULT_HANDOFF_TITLE } from '@vg/common/constants';
import { truncateFor } from '@vg/common/logic/text/truncate';
import { isHandoffBannerEnabled } from '@vg/common/logic/agents/handoffSettings';
import { handoffView } from '@vg/common/logic/widget/handoff';
import {
  bannerAvatars,
  isOnline,
  showsLiveAgentBanner,
} from '@vg/common/logic/widget/liveAgentBanner';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';
import { requestHandoff } from '../session/handoff';
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
      handoffActive: isHandoffBannerEnabled(agent),
      humanAssigned: handoff.assignee !== null,
    })
  ) {
    return null;
  }
  const { shown, overflowLabel } = bannerAvatars(orgUsers);
  // A title or subtitle cleared in the editor falls back to the defaults, never to nothing.
  const title = agent.UIhandoffTitle?.trim() || DEFAULT_HANDOFF_TITLE;
  const subtitle = agent.UIhandoffSubtitle?.trim() || DEFAULT_HANDOFF_SUBTITLE;
  return (
    <section className="vg-team" aria-label={title}>
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
          <Suspense fallback={<strong>{title}</strong>}>
            <HandoffTexts title={title} subtitle={subtitle} />
          </Suspense>
        ) : (
          <>
            <strong>{title}</strong>
            <small>{subtitle}</small>
          </>
        )}
      </div>
      {/* While a request is pending '⚡ Chat' stays in place, disabled (spec); Cancel sits in the waiting notice. */}
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
