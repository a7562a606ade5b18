import { Accordion, Badge, Group, Stack, TagsInput, Text } from '@mantine/core';
import { tabLabel, type Tab } from '@vg/common';
import { AgentFields } from '../../form/AgentFields';
import { useAgentFormContext } from '../../form/agentFormContext';
import type { FieldSpec } from '../../form/fieldSpec';

function tabFields(index: number, tab: Tab): FieldSpec[] {
  const base = `tabs.${index}`;
  const fields: FieldSpec[] = [
    { kind: 'text', path: `${base}.label`, label: 'Label', placeholder: tabLabel(tab) },
    { kind: 'image', path: `${base}.iconUrl`, label: 'Icon URL' },
    { kind: 'switch', path: `${base}.hide`, label: 'Hide this tab' },
  ];
  if (tab.key !== 'convos') {
    fields.push(
      { kind: 'text', path: `${base}.iframeUrl`, label: 'Embedded page URL' },
      {
        kind: 'number',
        path: `${base}.iframeHeight`,
        label: 'Embedded page height',
        min: 100,
        suffix: ' px',
      },
    );
  }
  if (tab.key === 'home') {
    fields.push(
      {
        kind: 'text',
        path: `${base}.homeSpecific.headerTitle`,
        label: 'Header title',
        description: 'Default: Hello {name}',
      },
      { kind: 'text', path: `${base}.homeSpecific.headerDescription`, label: 'Header description' },
      {
        kind: 'number',
        path: `${base}.homeSpecific.headerHeight`,
        label: 'Header height',
        min: 65,
        suffix: ' px',
      },
      {
        kind: 'switch',
        path: `${base}.homeSpecific.showRecentConvo`,
        label: 'Show the recent conversation card',
      },
    );
  }
  return fields;
}

/** Home, Chats and FAQ of the tabbed widget: labels, icons, frames and home buttons. */
export function TabsEditor() {
  const form = useAgentFormContext();
  const tabs = form.getValues().tabs ?? [];
  if (tabs.length === 0) return <Text c="dimmed">No tabs yet.</Text>;
  return (
    <Accordion variant="separated" multiple defaultValue={['home']}>
      {tabs.map((tab, index) => (
        <Accordion.Item key={tab.key} value={tab.key}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={500}>{tabLabel(tab)}</Text>
              {tab.hide && (
                <Badge size="xs" color="gray">
                  hidden
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack>
              <AgentFields fields={tabFields(index, tab)} columns={2} />
              {tab.key === 'home' && <HomeButtonsEditor tabIndex={index} />}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function HomeButtonsEditor({ tabIndex }: { tabIndex: number }) {
  const form = useAgentFormContext();
  const buttons = form.getValues().tabs?.[tabIndex]?.homeSpecific?.buttons ?? [];
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        Home buttons
      </Text>
      {buttons.map((button, index) => {
        const base = `tabs.${tabIndex}.homeSpecific.buttons.${index}`;
        return (
          <Stack
            key={button.key}
            gap="xs"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Text size="xs" c="dimmed">
              {button.key}
            </Text>
            <AgentFields
              columns={3}
              fields={[
                { kind: 'switch', path: `${base}.show`, label: 'Show' },
                { kind: 'text', path: `${base}.label`, label: 'Label' },
                { kind: 'image', path: `${base}.iconUrl`, label: 'Icon URL' },
              ]}
            />
            {button.key === 'askQuestion' && (
              <TagsInput
                label="Ice breakers"
                description="Chips that open a chat and send their text."
                {...form.getInputProps(`${base}.iceBreakers`)}
                value={(button.iceBreakers as string[] | undefined) ?? []}
              />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
