import { SegmentedControl, Stack, Text } from '@mantine/core';

export function WidgetTypeSwitch({
  value,
  onChange,
}: {
  value: 'chat' | 'tabs';
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Widget type
      </Text>
      <SegmentedControl
        aria-label="Widget type"
        value={value}
        onChange={onChange}
        data={[
          { value: 'chat', label: 'Chat' },
          { value: 'tabs', label: 'Tabs (Home, Chats, FAQ)' },
        ]}
      />
    </Stack>
  );
}
