import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { hasWhitelabelAccess, isSaveDisabled, saveStatusText } from '@vg/common';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { AgencyPreview } from './components/AgencyPreview';
import { WhitelabelTrialOffer } from './components/WhitelabelTrialOffer';
import { useAgencyEditor } from './hooks/useAgencyEditor';
import { CustomTabsTab } from './tabs/CustomTabsTab';
import { DomainsTab } from './tabs/DomainsTab';
import { EmailTab } from './tabs/EmailTab';
import { FooterTab } from './tabs/FooterTab';
import { OverviewTab } from './tabs/OverviewTab';
import { ThemeTab } from './tabs/ThemeTab';
import { AutoBillingTab } from '../billing/agency/AutoBillingTab';

const TABS = [
  ['overview', 'Overview'],
  ['domains', 'Domains'],
  ['email', 'Email'],
  ['theme', 'Theme'],
  ['customTabs', 'Custom Tabs'],
  ['autoBilling', 'Auto Billing'],
  ['footer', 'Footer'],
] as const;
type TabValue = (typeof TABS)[number][0];

/**
 * /app/{region}/agency: the agency settings editor. Save writes the draft
 * with merge; the preview shows the client dashboard as clients will see
 * it and follows every keystroke (hidden on Custom Tabs).
 */
export function AgencyPage() {
  const { region, user, own } = useWorkspace();
  const editor = useAgencyEditor(region);
  // Stripe's onboarding returns to ?tab=autoBilling.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabValue>(() => {
    const asked = params.get('tab');
    return TABS.some(([value]) => value === asked) ? (asked as TabValue) : 'overview';
  });
  const billingOpen = hasWhitelabelAccess(own, Date.now());
  const { draft } = editor;
  const showPreview = tab !== 'customTabs';

  return (
    <Stack gap="md" maw={1400}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Agency
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {saveStatusText(editor.changed)}
          </Text>
          <Button
            onClick={() => void editor.save()}
            disabled={isSaveDisabled(editor.loading, editor.changed)}
          >
            {editor.loading ? 'Loading..' : 'Save'}
          </Button>
        </Group>
      </Group>
      <WhitelabelTrialOffer region={region} own={own} />
      {editor.failed && (
        <Alert color="red" title="Agency settings could not be loaded">
          Reload the page to try again.
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as TabValue)}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map(([value, label]) =>
            value === 'autoBilling' && !billingOpen ? (
              <Tooltip key={value} label="whitelabel addon only">
                <span>
                  <Tabs.Tab value={value} disabled>
                    {label}
                  </Tabs.Tab>
                </span>
              </Tooltip>
            ) : (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        {/* The selected tab always controls a panel, also while the record loads. */}
        {!draft && (
          <Tabs.Panel value={tab} pt="md">
            {!editor.failed && (
              <Loader role="status" size="sm" aria-label="Loading agency settings" />
            )}
          </Tabs.Panel>
        )}
        {draft && (
          <Box
            mt="md"
            style={{
              display: 'grid',
              gap: 'var(--mantine-spacing-lg)',
              gridTemplateColumns: showPreview
                ? 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))'
                : '1fr',
              alignItems: 'start',
            }}
          >
            <Box miw={0}>
              <Tabs.Panel value="overview">
                <OverviewTab region={region} draft={draft} update={editor.update} />
              </Tabs.Panel>
              <Tabs.Panel value="domains">
                <DomainsTab
                  region={region}
                  userId={user.uid}
                  agency={draft}
                  subdomainRoot={editor.subdomainRoot}
                  workspace={own}
                />
              </Tabs.Panel>
              <Tabs.Panel value="email">
                <EmailTab region={region} userId={user.uid} agency={draft} />
              </Tabs.Panel>
              <Tabs.Panel value="theme">
                <ThemeTab region={region} draft={draft} update={editor.update} />
              </Tabs.Panel>
              <Tabs.Panel value="customTabs">
                <CustomTabsTab region={region} draft={draft} update={editor.update} />
              </Tabs.Panel>
              <Tabs.Panel value="autoBilling">
                {billingOpen && tab === 'autoBilling' && (
                  <AutoBillingTab region={region} uid={user.uid} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="footer">
                <FooterTab draft={draft} update={editor.update} />
              </Tabs.Panel>
            </Box>
            {showPreview && <AgencyPreview agency={draft} />}
          </Box>
        )}
      </Tabs>
    </Stack>
  );
}
