import type { Tab } from '@vg/common/schemas/agentUi';
import { useT } from '../i18n/useT';
import { selectTab } from './tabActions';
import { TabIcon } from './tabIcons';
import { tabTitle } from './tabLabels';

/** The tabs along the bottom: icon and label each; the open one is marked. */
export function TabBar({ tabs, active }: { tabs: readonly Tab[]; active: Tab['key'] }) {
  const t = useT();
  if (tabs.length < 2) return null;
  return (
    <nav className="vg-tabbar" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`vg-tab${tab.key === active ? ' vg-tab--active' : ''}`}
          onClick={() => selectTab(tab.key)}
        >
          <span className="vg-tab-icon">
            <TabIcon tab={tab.key} iconUrl={tab.iconUrl} />
          </span>
          <span className="vg-tab-label">{tabTitle(tab, t)}</span>
        </button>
      ))}
    </nav>
  );
}
