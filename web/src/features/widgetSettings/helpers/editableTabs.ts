import { HOME_BUTTON_KEYS, tabsForWidgetType, type HomeButton, type Tab } from '@vg/common';

/** Labels the editor starts the home buttons with; the widget shows only enabled ones. */
const HOME_BUTTON_DEFAULTS: Record<HomeButton['key'], Pick<HomeButton, 'label' | 'show'>> = {
  recentConvo: { label: 'Recent conversation', show: true },
  askQuestion: { label: 'Ask a question', show: true },
  directHandoff: { label: 'Talk to the team', show: false },
  liveCall: { label: 'Start a call', show: false },
};

/**
 * The tabs to edit when the widget type changes: the spec's default tabs
 * when switching to tabs with none set, with the home tab given one entry
 * per home button so every button can be edited in place.
 */
export function editableTabs(widgetType: string, tabs: Tab[] | undefined): Tab[] | undefined {
  const next = tabsForWidgetType(widgetType, tabs) as Tab[] | undefined;
  if (!next || next === tabs) return next;
  return next.map((tab) => {
    if (tab.key !== 'home') return tab;
    const buttons = HOME_BUTTON_KEYS.map((key) => ({
      key,
      ...HOME_BUTTON_DEFAULTS[key],
      ...(key === 'askQuestion' ? { iceBreakers: [] } : {}),
    }));
    return { ...tab, homeSpecific: { ...tab.homeSpecific, showRecentConvo: true, buttons } };
  });
}
