import type { Tab } from '@vg/common/schemas/agentUi';
import type { Translate } from '../i18n/i18n';
import type { TextKey } from '../i18n/en';

const DEFAULT_LABELS: Record<Tab['key'], TextKey> = {
  home: 'tabHome',
  convos: 'tabChats',
  faq: 'tabFaq',
};

/** The owner's label, else the default (Home, Chats, FAQ) in the widget language. */
export function tabTitle(tab: Pick<Tab, 'key' | 'label'>, t: Translate): string {
  return tab.label?.trim() || t(DEFAULT_LABELS[tab.key]);
}

const BUTTON_LABELS = {
  recentConvo: 'recentConversation',
  askQuestion: 'askQuestion',
  directHandoff: 'directHandoff',
  liveCall: 'liveCall',
} as const satisfies Record<string, TextKey>;

export function homeButtonLabel(
  button: { key: keyof typeof BUTTON_LABELS; label?: string },
  t: Translate,
): string {
  return button.label?.trim() || t(BUTTON_LABELS[button.key]);
}
