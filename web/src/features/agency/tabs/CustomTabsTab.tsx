import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  canMove,
  customTabPreviewPath,
  customTabSchema,
  swapWithNeighbour,
  validateCustomTabList,
  type CustomTab,
  type Region,
} from '@vg/common';
import type { DraftProps } from '../helpers/draftFields';
import { CustomTabEditor } from '../components/CustomTabEditor';

function readTabs(value: unknown): CustomTab[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tab) => {
    const parsed = customTabSchema.safeParse(tab);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A new tab: html content, JS content and an empty label, href and icon. */
export function newCustomTab(): CustomTab {
  return {
    label: '',
    href: '',
    iconUrl: '',
    pageType: 'html',
    htmlContent: '<h1>Hello</h1>',
    jsContent: '',
    alwaysVisible: false,
  };
}

/** The agency's custom client-dashboard tabs: expand to edit, Done, move up/down, delete. */
export function CustomTabsTab({ region, draft, update }: DraftProps & { region: Region }) {
  const tabs = readTabs(draft.customTabs);
  const [open, setOpen] = useState<number | null>(null);
  const errors = validateCustomTabList(tabs);
  const setTabs = (next: CustomTab[]) => update({ customTabs: next });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Extra pages in your clients&apos; dashboard, shown at /c/&#123;url&#125;. Scripts run in a
        sandboxed frame and receive the dashboard variables and the signed-in user.
      </Text>
      {tabs.map((tab, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          {open === index ? (
            <CustomTabEditor
              tab={tab}
              error={errors[index] ?? null}
              onChange={(changed) => setTabs(tabs.map((t, i) => (i === index ? changed : t)))}
              onDone={() => setOpen(null)}
            />
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Button variant="subtle" onClick={() => setOpen(index)} style={{ minWidth: 0 }}>
                <Text truncate>{tab.label || 'Untitled tab'}</Text>
              </Button>
              <Group gap={4} wrap="nowrap">
                {tab.href && !errors[index] && (
                  <Anchor
                    size="sm"
                    href={customTabPreviewPath(region, tab.href)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Preview
                  </Anchor>
                )}
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${tab.label || 'tab'} up`}
                  disabled={!canMove(index, tabs.length, 'up')}
                  onClick={() => setTabs(swapWithNeighbour(tabs, index, 'up'))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${tab.label || 'tab'} down`}
                  disabled={!canMove(index, tabs.length, 'down')}
                  onClick={() => setTabs(swapWithNeighbour(tabs, index, 'down'))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Delete ${tab.label || 'tab'}`}
                  onClick={() => {
                    setTabs(tabs.filter((_, i) => i !== index));
                    setOpen(null);
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          )}
          {open !== index && errors[index] && (
            <Text size="sm" c="red.8" mt={4}>
              {errors[index]}
            </Text>
          )}
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => {
            setTabs([...tabs, newCustomTab()]);
            setOpen(tabs.length);
          }}
        >
          Add tab
        </Button>
      </Group>
    </Stack>
  );
}
