import { useMemo } from 'react';
import { Box, Group, Tabs, VisuallyHidden } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_MAX_WIDTH_PX } from '@vg/common';
import { widgetOrigin } from '../../env';
import { useEditorStore } from '../../store/editor';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { AgentSectionUnavailable } from '../agents/components/AgentSectionUnavailable';
import { useClientSession } from '../clients/ClientContext';
import { ClientAgentPage } from '../clientDashboard/ClientAgentPage';
import { INSIGHT_TABS, InsightsPage } from '../insights/InsightsPage';
import { insightsViewer } from '../insights/helpers/insightsViewer';
import { PromptTab } from '../builder/PromptTab';
import { ToolsPanel } from '../builder/tools/ToolsPanel';
import { FlowIntegrationPanel } from '../integrations/FlowIntegrationPanel';
import { CustomizeTabsMenu, type CustomizableTab } from '../customizeTabs/CustomizeTabsMenu';
import { useHiddenTabs } from '../../store/hiddenTabs';
import { LivePreview } from './components/preview/LivePreview';
import { TestChatOverlay } from './components/preview/TestChatOverlay';
import { useAgentFormContext } from './form/agentFormContext';
import { editorTabFromRoute, editorTabHref, type EditorTab } from './helpers/editorTabs';
import { ChannelsTab } from './tabs/ChannelsTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SettingsTab } from './tabs/SettingsTab';
import { SourcesTab } from './tabs/SourcesTab';
import { ThemeTab } from './tabs/ThemeTab';

const EDITOR_SUB_PATHS = new Set([
  'overview',
  'customize-tabs',
  'kb',
  'prompt',
  'nodes',
  'tools',
  'integrations',
  'settings',
  'channels',
]);
/** The agent's conversations: a page of its own beside the editor tabs. */
const CONVERSATIONS_TAB = 'convos';
/** Home, Analytics, Leads and Metrics: the agent's insight pages. */
const INSIGHTS_TAB = 'home';

/** /app/{region}/agents/{id}/{tab}: the widget settings screen, or a page this build lacks. */
export function AgentTabPage() {
  const { tab = 'overview', '*': rest = '' } = useParams();
  const client = useClientSession();
  if (client) return <ClientAgentPage session={client} tab={tab} />;
  if (INSIGHT_TABS.has(tab) && !rest) return <OwnerInsights tab={tab} />;
  // Only the channels page has pages below it (channels/voice).
  if (!EDITOR_SUB_PATHS.has(tab) || (rest && tab !== 'channels'))
    return <AgentSectionUnavailable section={rest ? `${tab}/${rest}` : tab} />;
  return <WidgetSettingsScreen subPath={rest ? `${tab}/${rest}` : tab} />;
}

/** The owner's insight pages of a saved agent. */
function OwnerInsights({ tab }: { tab: string }) {
  const { region } = useWorkspace();
  const agentId = useAgentFormContext().getValues().ID;
  const viewer = useMemo(() => insightsViewer(region, agentId, null), [region, agentId]);
  if (!agentId) return <AgentSectionUnavailable section={tab} />;
  return <InsightsPage tab={tab} viewer={viewer} />;
}

function WidgetSettingsScreen({ subPath }: { subPath: string }) {
  const form = useAgentFormContext();
  const values = form.getValues();
  const { region, user } = useWorkspace();
  const { agentId: segment = '' } = useParams();
  const [search] = useSearchParams();
  const hidden = useHiddenTabs(user.uid);
  const navigate = useNavigate();
  const debuggerOpen = useEditorStore((s) => s.debuggerOpen);
  const setDebuggerOpen = useEditorStore((s) => s.setDebuggerOpen);

  const saved = Boolean(values.ID);
  const isNative = values.agentPlatform === 'vg';
  const requested = editorTabFromRoute(subPath, search);
  // Sources exist for the built-in platform only; Channels once saved.
  // Tools are for built-in agents without a node canvas (spec 4 §6).
  const showTools = isNative && !values.enableNodes;
  // Integrations hold the flow platform's key: flow-platform agents only (spec 4 §2).
  const showIntegrations = values.agentPlatform === 'vf';
  const tab: EditorTab =
    ((requested === 'sources' || requested === 'prompt') && !isNative) ||
    (requested === 'tools' && !showTools) ||
    (requested === 'integrations' && !showIntegrations) ||
    (requested === 'channels' && !saved)
      ? 'overview'
      : requested;
  const base = `/app/${region}/agents/${segment}`;
  const showDebugger = debuggerOpen && saved;
  const tabs: (CustomizableTab & { disabled?: boolean; tabLabel?: string })[] = [
    { value: 'overview', label: 'Overview' },
    ...(isNative ? [{ value: 'sources', label: 'Sources' }] : []),
    { value: 'theme', label: 'Theme' },
    ...(isNative ? [{ value: 'prompt', label: 'Prompt' }] : []),
    ...(showTools ? [{ value: 'tools', label: 'Tools' }] : []),
    ...(showIntegrations ? [{ value: 'integrations', label: 'Integrations' }] : []),
    { value: 'settings', label: 'Settings' },
    {
      value: 'channels',
      label: 'Channels',
      disabled: !saved,
      ...(saved ? {} : { tabLabel: 'Channels (Save to Enable)' }),
    },
    ...(saved
      ? [
          { value: CONVERSATIONS_TAB, label: 'Conversations' },
          { value: INSIGHTS_TAB, label: 'Insights' },
        ]
      : []),
  ];

  return (
    <Group
      align="flex-start"
      gap="lg"
      wrap="wrap"
      maw={showDebugger ? PAGE_MAX_WIDTH_PX.withDebugger : PAGE_MAX_WIDTH_PX.normal}
    >
      <Box style={{ flex: '1 1 560px', minWidth: 0 }}>
        {/* The toolbar above names the agent visibly (its switcher); the page's heading says it too. */}
        <VisuallyHidden component="h1">
          Widget settings: {values.title || 'new agent'}
        </VisuallyHidden>
        <Tabs
          value={tab}
          onChange={(next) => {
            if (next === CONVERSATIONS_TAB) navigate(`${base}/convos`);
            else if (next === INSIGHTS_TAB) navigate(`${base}/home`);
            else if (next) navigate(editorTabHref(base, next as EditorTab, search));
          }}
          keepMounted={false}
        >
          <Group gap={4} align="flex-end" wrap="nowrap" mb="md">
            <Tabs.List style={{ flex: 1, minWidth: 0 }}>
              {/* A hidden tab that is open stays listed, so the page keeps its tab. */}
              {tabs
                .filter((entry) => entry.value === tab || !hidden.includes(entry.value))
                .map((entry) => (
                  <Tabs.Tab key={entry.value} value={entry.value} disabled={entry.disabled}>
                    {entry.tabLabel ?? entry.label}
                  </Tabs.Tab>
                ))}
            </Tabs.List>
            <CustomizeTabsMenu
              uid={user.uid}
              tabs={tabs}
              defaultOpened={subPath === 'customize-tabs'}
              // The menu's address is only a way in: closed, the agent's first tab remains.
              onClose={() => {
                if (subPath === 'customize-tabs') navigate(editorTabHref(base, 'overview', search));
              }}
            />
          </Group>
          <Tabs.Panel value="overview">
            <OverviewTab />
          </Tabs.Panel>
          {isNative && (
            <Tabs.Panel value="sources">
              <SourcesTab agentId={values.ID} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="theme">
            <ThemeTab />
          </Tabs.Panel>
          {isNative && (
            <Tabs.Panel value="prompt">
              <PromptTab subPath={subPath} base={base} />
            </Tabs.Panel>
          )}
          {showTools && (
            <Tabs.Panel value="tools">
              <ToolsPanel />
            </Tabs.Panel>
          )}
          {showIntegrations && (
            <Tabs.Panel value="integrations">
              <FlowIntegrationPanel />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="settings">
            <SettingsTab />
          </Tabs.Panel>
          <Tabs.Panel value="channels">
            <ChannelsTab />
          </Tabs.Panel>
        </Tabs>
      </Box>
      <Box style={{ flex: '0 0 auto', position: 'sticky', top: 72 }} visibleFrom="sm">
        {showDebugger ? (
          <TestChatOverlay
            agent={values}
            region={region}
            origin={widgetOrigin()}
            onClose={() => setDebuggerOpen(false)}
          />
        ) : (
          <LivePreview />
        )}
      </Box>
    </Group>
  );
}
