import { useMemo } from 'react';
import { Branding } from '../chat/Branding';
import { ChatView } from '../chat/ChatView';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';
import { ConvosTab } from './ConvosTab';
import { FaqTab } from './FaqTab';
import { HomeTab } from './HomeTab';
import { TabBar } from './TabBar';
import { TabHeader } from './TabHeader';
import { backToTabs } from './tabActions';
import { tabTitle } from './tabLabels';
import { visibleTabs } from './tabsModel';
import '../styles/tabs.css';

/**
 * The tabbed widget (ui.widgetType 'tabs'): Home, Chats and FAQ with a tab
 * bar, or the chat itself, with a back button, once a conversation is
 * selected. Loaded only for agents that use it.
 */
export function TabsView() {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const selected = useChatStore((state) => state.selectedSession);
  const tabKey = useChatStore((state) => state.tab);
  const tabs = useMemo(() => (agent ? visibleTabs(agent) : []), [agent]);
  // A tab the owner has since hidden falls back to the first one.
  const active = tabs.find((tab) => tab.key === tabKey) ?? tabs[0];

  if (selected !== null || !active) return <ChatView onBack={active ? backToTabs : undefined} />;
  return (
    <>
      {active.key === 'home' ? (
        <HomeTab tab={active} />
      ) : (
        <>
          <TabHeader title={tabTitle(active, t)} />
          {active.key === 'convos' ? <ConvosTab /> : <FaqTab tab={active} />}
        </>
      )}
      <TabBar tabs={tabs} active={active.key} />
      <Branding />
    </>
  );
}
