import { Select } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { usePreferencesStore } from '../../../store/preferences';
import { WIDGET_THEMES } from '@vg/common';

/** Dashboard theme: a colour with a light or dark suffix, kept in local storage. */
export function ThemeSelector() {
  const themeName = usePreferencesStore((s) => s.themeName);
  const setThemeName = usePreferencesStore((s) => s.setThemeName);
  return (
    <Select
      size="xs"
      label="Theme"
      aria-label="Theme"
      data={WIDGET_THEMES as string[]}
      value={themeName}
      onChange={(value) => value && setThemeName(value)}
      allowDeselect={false}
      searchable
      leftSection={<IconPalette size={14} />}
    />
  );
}
