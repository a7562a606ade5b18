import { DEFAULT_TAB_LABELS, FRAME_DEFAULT_HEIGHT, type Tab } from '@vg/common';

/**
 * Tabs filled in when an agent's widgetType becomes 'tabs' and it has none
 * (spec 4): home with its four buttons, chats, and an FAQ frame. Belongs in
 * @vg/common next to the tab schema so the widget falls back to the same.
 */
export function defaultTabs(): Tab[] {
  return [
    {
      key: 'home',
      label: DEFAULT_TAB_LABELS.home,
      hide: false,
      iframeHeight: FRAME_DEFAULT_HEIGHT,
      homeSpecific: {
        headerTitle: '',
        headerDescription: '',
        showRecentConvo: true,
        buttons: [
          { key: 'recentConvo', show: true, label: 'Recent conversation' },
          { key: 'askQuestion', show: true, label: 'Ask a question', iceBreakers: [] },
          { key: 'directHandoff', show: false, label: 'Talk to the team' },
          { key: 'liveCall', show: false, label: 'Start a call' },
        ],
      },
    },
    {
      key: 'convos',
      label: DEFAULT_TAB_LABELS.convos,
      hide: false,
      iframeHeight: FRAME_DEFAULT_HEIGHT,
    },
    {
      key: 'faq',
      label: DEFAULT_TAB_LABELS.faq,
      hide: true,
      iframeUrl: '',
      iframeHeight: FRAME_DEFAULT_HEIGHT,
    },
  ];
}

/** widgetType switching to tabs with no tabs set gets the defaults; otherwise tabs stay. */
export function tabsForWidgetType(
  widgetType: string | undefined,
  tabs: Tab[] | undefined,
): Tab[] | undefined {
  if (widgetType === 'tabs' && (!tabs || tabs.length === 0)) return defaultTabs();
  return tabs;
}
