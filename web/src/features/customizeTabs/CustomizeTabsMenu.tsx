import { ActionIcon, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useHiddenTabs, useHiddenTabsStore } from '../../store/hiddenTabs';

export interface CustomizableTab {
  value: string;
  label: string;
}

/**
 * Customize tabs (spec 4 §2, §6: a menu, not a page): the owner ticks the
 * agent tabs they want to see; the others are hidden for them on this
 * device. The first tab (Overview) always stays.
 */
export function CustomizeTabsMenu({
  uid,
  tabs,
  defaultOpened = false,
  onClose,
}: {
  uid: string;
  tabs: readonly CustomizableTab[];
  /** Open at first: the agent's customize-tabs address opens the menu. */
  defaultOpened?: boolean;
  onClose?: () => void;
}) {
  const hidden = useHiddenTabs(uid);
  const setHidden = useHiddenTabsStore((state) => state.setHidden);
  const [first, ...rest] = tabs;
  const shown = rest.map((tab) => tab.value).filter((value) => !hidden.includes(value));
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      withArrow
      defaultOpened={defaultOpened}
      trapFocus
      {...(onClose ? { onClose } : {})}
    >
      <Popover.Target>
        <Tooltip label="Customize tabs">
          <ActionIcon variant="subtle" size="lg" aria-label="Customize tabs">
            <IconLayoutKanban size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Tabs you see"
          description="Remembered on this device."
          value={first ? [first.value, ...shown] : shown}
          onChange={(values) =>
            setHidden(uid, [
              // Tabs this agent lacks (another platform's) keep their choice.
              ...hidden.filter((value) => !rest.some((tab) => tab.value === value)),
              ...rest.map((tab) => tab.value).filter((value) => !values.includes(value)),
            ])
          }
        >
          <Stack gap={6} mt="xs">
            {first && <Checkbox value={first.value} label={first.label} disabled />}
            {rest.map((tab) => (
              <Checkbox key={tab.value} value={tab.value} label={tab.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        {hidden.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            {hidden.length} hidden
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
