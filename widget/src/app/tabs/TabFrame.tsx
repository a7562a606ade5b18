import type { Tab } from '@vg/common/schemas/agentUi';
import { useT } from '../i18n/useT';
import { frameHeight } from './tabsModel';

/** A tab's embedded page (home: optional; FAQ: the whole tab), default 500 px high. */
export function TabFrame({ tab, title }: { tab: Tab; title: string }) {
  const t = useT();
  const url = safeFrameUrl(tab.iframeUrl);
  if (!url) return null;
  return (
    <iframe
      className="vg-tab-frame"
      src={url}
      title={title || t('embeddedContent')}
      style={{ height: frameHeight(tab) }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      loading="lazy"
    />
  );
}

/** Web pages only (absolute or on this site): never javascript: or data: addresses. */
export function safeFrameUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
