import { headerHeightPx } from '@vg/common/logic/widget/widgetLayout';
import type { HomeButton, Tab } from '@vg/common/schemas/agentUi';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';
import { ConversationItem } from './ConversationItem';
import { openChat, type OpenChatThen } from './tabActions';
import { ChevronIcon, HomeButtonIcon } from './tabIcons';
import { homeButtonLabel, tabTitle } from './tabLabels';
import { TabFrame } from './TabFrame';
import { CloseButton } from './TabHeader';
import { homeButtons, homeTitle, showsRecentConversation } from './tabsModel';

const BUTTON_ACTIONS: Record<HomeButton['key'], OpenChatThen> = {
  recentConvo: undefined,
  askQuestion: undefined,
  directHandoff: { kind: 'handoff' },
  liveCall: { kind: 'call' },
};

/**
 * The home tab: a tall header greeting the visitor ('Hello {name}' or the
 * owner's title, 'How can I help you today?' or their description), the
 * recent conversation, the enabled buttons (askQuestion with its
 * ice-breaker chips) and an optional embedded page.
 */
export function HomeTab({ tab }: { tab: Tab }) {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const userName = useChatStore((state) => state.user.name);
  const embed = useChatStore((state) => state.route.embed);
  const turns = useChatStore((state) => state.turns);
  if (!agent) return null;
  const home = tab.homeSpecific;
  // The card already continues the recent conversation: no second 'Recent conversation' button.
  const recentCard = showsRecentConversation(tab) && turns.length > 0;
  const title = homeTitle(home?.headerTitle, userName, t('there'), (name) => t('hello', { name }));
  const description = home?.headerDescription?.trim() || t('howCanIHelp');
  const avatar = agent.roundedImageURL || agent.avatarImageUrl;
  const background = agent.headerImageUrl
    ? { backgroundImage: `url("${agent.headerImageUrl.replace(/"/g, '%22')}")` }
    : {};

  return (
    <div className="vg-home">
      <header
        className={`vg-home-header${agent.headerImageUrl ? ' vg-home-header--image' : ''}`}
        style={{ height: headerHeightPx('home', home?.headerHeight), ...background }}
      >
        <div className="vg-home-top">
          {avatar ? (
            <img className="vg-avatar" src={avatar} alt="" />
          ) : (
            <span className="vg-avatar" aria-hidden="true">
              {(agent.title ?? '').charAt(0).toUpperCase() || '•'}
            </span>
          )}
          {embed === 'popup' || embed === 'modal' ? <CloseButton label={t('closeChat')} /> : null}
        </div>
        <h1 className="vg-home-title">{title}</h1>
        <p className="vg-home-description">{description}</p>
      </header>
      <div className="vg-home-body">
        {recentCard ? (
          <section className="vg-home-card">
            <h2>{t('recentConversation')}</h2>
            <ConversationItem turns={turns} onOpen={() => openChat()} />
          </section>
        ) : null}
        {homeButtons(tab, agent)
          // There is no recent conversation to continue before the first one.
          .filter((button) => button.key !== 'recentConvo' || (turns.length > 0 && !recentCard))
          .map((button) => (
            <div key={button.key} className="vg-home-card vg-home-button-card">
              <button
                type="button"
                className="vg-home-button"
                onClick={() => openChat(BUTTON_ACTIONS[button.key])}
              >
                <span className="vg-home-button-icon">
                  <HomeButtonIcon button={button.key} iconUrl={button.iconUrl} />
                </span>
                <span className="vg-home-button-label">{homeButtonLabel(button, t)}</span>
                <ChevronIcon />
              </button>
              {button.key === 'askQuestion' && button.iceBreakers?.length ? (
                <div className="vg-chips">
                  {button.iceBreakers
                    .filter((text) => text.trim())
                    .map((text) => (
                      <button
                        key={text}
                        type="button"
                        className="vg-chip"
                        onClick={() => openChat({ kind: 'send', text })}
                      >
                        {text}
                      </button>
                    ))}
                </div>
              ) : null}
            </div>
          ))}
        <TabFrame tab={tab} title={tabTitle(tab, t)} />
      </div>
    </div>
  );
}
