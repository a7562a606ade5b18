import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';

export const VERSION_HISTORY_LABEL = 'Version History (20 max)';

/** Save, with the version history behind its dropdown. */
export function SaveSplitButton({
  onSave,
  onVersions,
  saving,
  dirty,
  versionsDisabled,
}: {
  onSave: () => void;
  onVersions: () => void;
  saving: boolean;
  dirty: boolean;
  versionsDisabled: boolean;
}) {
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        onClick={onSave}
        loading={saving}
        leftSection={<IconDeviceFloppy size={16} />}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        variant={dirty ? 'filled' : 'light'}
      >
        Save
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            variant={dirty ? 'filled' : 'light'}
            aria-label="More save options"
            style={{
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              borderLeft: '1px solid var(--mantine-color-body)',
            }}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconHistory size={14} />}
            onClick={onVersions}
            disabled={versionsDisabled}
          >
            {VERSION_HISTORY_LABEL}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
