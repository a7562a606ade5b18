import type { Tab } from '@vg/common/schemas/agentUi';
import { useT } from '../i18n/useT';
import { TabFrame } from './TabFrame';
import { tabTitle } from './tabLabels';

/** The FAQ tab: only the owner's embedded page. */
export function FaqTab({ tab }: { tab: Tab }) {
  const t = useT();
  return (
    <div className="vg-tab-body vg-faq">
      <TabFrame tab={tab} title={tabTitle(tab, t)} />
    </div>
  );
}
