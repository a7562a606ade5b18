import {
  DEFAULT_TAB_LABELS,
  DESKTOP_AUTOFOCUS_MIN_WIDTH_PX,
  HEADER_HEIGHT_PX,
  PREVIOUS_CONVERSATIONS_LIMIT,
  WIDGET_WIDTH_PX,
} from '../../constants';

/**
 * Sizes and labels of the widget frame and its tabbed variant.
 */

export type WidgetTabKey = keyof typeof DEFAULT_TAB_LABELS;

/** 425 px on desktop, 825 px in modal mode, full size when responsive. */
export function containerWidth(mode: { responsive?: boolean; modalMode?: boolean }): string {
  if (mode.responsive) return '100%';
  return `${mode.modalMode ? WIDGET_WIDTH_PX.modal : WIDGET_WIDTH_PX.desktop}px`;
}

/** 250 px on the home tab (unless homeSpecific sets another), 65 px elsewhere. */
export function headerHeightPx(tab: WidgetTabKey | null, homeHeaderHeight?: number): number {
  if (tab !== 'home') return HEADER_HEIGHT_PX.other;
  return typeof homeHeaderHeight === 'number' && homeHeaderHeight > 0
    ? homeHeaderHeight
    : HEADER_HEIGHT_PX.home;
}

export function shouldAutoFocusInput(viewportWidth: number): boolean {
  return viewportWidth >= DESKTOP_AUTOFOCUS_MIN_WIDTH_PX;
}

export function tabLabel(tab: { key: WidgetTabKey; label?: string | null }): string {
  const custom = tab.label?.trim();
  return custom ? custom : DEFAULT_TAB_LABELS[tab.key];
}

/** 'Hello {name}' on the home tab, or 'Hello there' for an anonymous visitor. */
export function homeGreeting(userName: string | null | undefined): string {
  const name = userName?.trim();
  return `Hello ${name ? name : 'there'}`;
}

/** The convos tab lists at most 10 previous conversations, newest first. */
export function previousConversations<T extends { ts?: number | null }>(
  sessions: readonly T[],
): T[] {
  return [...sessions]
    .sort((a, b) => (b.ts ?? 0) - (a.ts ?? 0))
    .slice(0, PREVIOUS_CONVERSATIONS_LIMIT);
}
