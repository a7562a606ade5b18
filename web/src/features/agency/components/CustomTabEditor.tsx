import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CUSTOM_TAB_PAGE_TYPES, type CustomTab } from '@vg/common';

/** The expanded editor of one custom tab. */
export function CustomTabEditor({
  tab,
  error,
  onChange,
  onDone,
}: {
  tab: CustomTab;
  error: string | null;
  onChange: (tab: CustomTab) => void;
  onDone: () => void;
}) {
  const set = (patch: Partial<CustomTab>) => onChange({ ...tab, ...patch });
  return (
    <Stack gap="sm">
      <TextInput
        label="Label"
        value={tab.label}
        onChange={(e) => set({ label: e.currentTarget.value })}
      />
      <TextInput
        label="URL"
        description="Path in the client dashboard, e.g. /reports"
        value={tab.href}
        error={error}
        onChange={(e) => set({ href: e.currentTarget.value.trim() })}
      />
      <TextInput
        label="Icon URL"
        value={tab.iconUrl}
        onChange={(e) => set({ iconUrl: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="custom-tab-page-type">
          Page type
        </Text>
        <SegmentedControl
          aria-labelledby="custom-tab-page-type"
          data={CUSTOM_TAB_PAGE_TYPES.map((value) => ({
            value,
            label: value === 'html' ? 'HTML' : 'Iframe',
          }))}
          value={tab.pageType}
          onChange={(value) => set({ pageType: value as CustomTab['pageType'] })}
        />
      </Stack>
      {tab.pageType === 'iframe' ? (
        <TextInput
          label="Iframe URL"
          type="url"
          value={tab.iframeUrl ?? ''}
          onChange={(e) => set({ iframeUrl: e.currentTarget.value })}
        />
      ) : (
        <>
          <Textarea
            label="HTML content"
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'monospace' } }}
            value={tab.htmlContent ?? ''}
            onChange={(e) => set({ htmlContent: e.currentTarget.value })}
          />
          <Textarea
            label="JS content"
            description="Reads window.VG_DASHBOARD (dashboard variables); the vg-dashboard-user event carries the signed-in user."
            autosize
            minRows={3}
            styles={{ input: { fontFamily: 'monospace' } }}
            value={tab.jsContent ?? ''}
            onChange={(e) => set({ jsContent: e.currentTarget.value })}
          />
        </>
      )}
      <Switch
        label="Always visible"
        checked={tab.alwaysVisible}
        onChange={(e) => set({ alwaysVisible: e.currentTarget.checked })}
      />
      <Group>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
