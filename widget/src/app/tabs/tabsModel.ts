import { FRAME_DEFAULT_HEIGHT } from '@vg/common/constants';
import { defaultWidgetTabs } from '@vg/common/logic/agents/agentSaveChecks';
import type { Agent } from '@vg/common/schemas/agent';
import type { HomeButton, Tab } from '@vg/common/schemas/agentUi';
import type { ChatMessage, Turn } from '../chat/conversation';

/**
 * Pure rules of the tabbed widget (ui.widgetType 'tabs'): which tabs and
 * home buttons show, the home header's texts, and the one-line previews
 * of conversations in the lists.
 */

export type TabsAgent = Pick<Agent, 'tabs' | 'voiceConfig'>;

/**
 * The tabs on the bar, in the agent's order: the spec's default tabs (Home,
 * Chats, FAQ) when none are set, without hidden ones. Only `hide` hides a
 * tab: a FAQ tab whose frame address is not set yet still shows.
 */
export function visibleTabs(agent: TabsAgent): Tab[] {
  const tabs: Tab[] = agent.tabs?.length
    ? agent.tabs
    : defaultWidgetTabs().map((tab) => ({ ...tab }));
  const seen = new Set<string>();
  return tabs.filter((tab) => {
    if (tab.hide || seen.has(tab.key)) return false;
    seen.add(tab.key);
    return true;
  });
}

/** The home buttons the editor starts with; used when the owner never set any. */
const DEFAULT_HOME_BUTTONS: HomeButton[] = [
  { key: 'recentConvo', show: true },
  { key: 'askQuestion', show: true },
  { key: 'directHandoff', show: false },
  { key: 'liveCall', show: false },
];

/**
 * Enabled home buttons in the owner's order. A call button needs web
 * calling (voiceConfig.config.enableWebCalling); without it there is
 * nothing to call.
 */
export function homeButtons(home: Tab | undefined, agent: TabsAgent): HomeButton[] {
  const buttons = home?.homeSpecific?.buttons ?? DEFAULT_HOME_BUTTONS;
  const calling = agent.voiceConfig?.config?.enableWebCalling === true;
  return buttons.filter((button) => button.show && (button.key !== 'liveCall' || calling));
}

/** The recent-conversation card shows unless the owner turned it off. */
export function showsRecentConversation(home: Tab | undefined): boolean {
  return home?.homeSpecific?.showRecentConvo !== false;
}

/** Placeholders an owner may put in the home title for the visitor's name. */
const NAME_PLACEHOLDER = /\{\{?\s*(?:name|userName|user_name)\s*\}?\}/g;

/**
 * The home header title: the owner's headerTitle with the visitor's name
 * (or `anonymous`, i.e. 'there') in its placeholder, else the greeting
 * `greet(name)` ('Hello {name}').
 */
export function homeTitle(
  template: string | undefined,
  userName: string | undefined,
  anonymous: string,
  greet: (name: string) => string,
): string {
  const name = userName?.trim() || anonymous;
  const custom = template?.trim();
  return custom ? custom.replace(NAME_PLACEHOLDER, name) : greet(name);
}

/** Height of an embedded frame of a tab (default 500 px). */
export function frameHeight(tab: Pick<Tab, 'iframeHeight'> | undefined): number {
  const height = Number(tab?.iframeHeight);
  return Number.isFinite(height) && height > 0 ? height : FRAME_DEFAULT_HEIGHT;
}

/** One line for a conversation in a list: its latest message with text, and its time. */
export function conversationPreview(turns: readonly Turn[]): { text: string; ts: number | null } {
  for (let turnIndex = turns.length - 1; turnIndex >= 0; turnIndex -= 1) {
    const turn = turns[turnIndex]!;
    for (let index = turn.messages.length - 1; index >= 0; index -= 1) {
      const text = messageText(turn.messages[index]!);
      if (text) return { text, ts: timeOf(turn.ts) ?? timeOf(turn.messages[index]!.ts) };
    }
  }
  return { text: '', ts: null };
}

function messageText(message: ChatMessage): string {
  const message_ = (message.item?.payload as { message?: unknown } | undefined)?.message;
  if (typeof message_ !== 'string' || message.type === 'VGVF_Channel') return '';
  if (message_ === 'VG_Cancel') return '';
  return message_
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function timeOf(value: unknown): number | null {
  const time = typeof value === 'string' ? Date.parse(value) : Number(value);
  return Number.isFinite(time) && time > 0 ? time : null;
}
