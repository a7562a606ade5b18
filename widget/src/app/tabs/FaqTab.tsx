import type { Tab } from '@vg/common/schemas/agentUi';
import { useT } from '../i18n/useT';
import { openChat } from './tabActions';
import { safeFrameUrl, TabFrame } from './TabFrame';
import { tabTitle } from './tabLabels';

/**
 * The FAQ tab: the owner's embedded page. Until the owner sets one (the
 * spec gives the tab nothing else), the tab says so and offers the chat
 * instead of showing an empty panel.
 */
export function FaqTab({ tab }: { tab: Tab }) {
  const t = useT();
  const title = tabTitle(tab, t);
  if (!safeFrameUrl(tab.iframeUrl)) {
    return (
      <div className="vg-tab-body vg-faq-empty">
        <section className="vg-home-card vg-faq-card">
          <h2>{title}</h2>
          <p>{t('faqEmpty')}</p>
          <button type="button" className="vg-button" onClick={() => openChat()}>
            {t('askQuestion')}
          </button>
        </section>
      </div>
    );
  }
  return (
    <div className="vg-tab-body vg-faq">
      <TabFrame tab={tab} title={title} />
    </div>
  );
}
