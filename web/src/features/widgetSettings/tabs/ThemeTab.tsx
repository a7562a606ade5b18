import { Divider, Stack, Title } from '@mantine/core';
import { WIDGET_THEMES } from '@vg/common';
import { editableTabs } from '../helpers/editableTabs';
import { PaletteEditor } from '../components/theme/PaletteEditor';
import { TabsEditor } from '../components/theme/TabsEditor';
import { AgentFields } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import type { FieldSpec } from '../form/fieldSpec';
import { WidgetTypeSwitch } from '../components/theme/WidgetTypeSwitch';

const LOOK: FieldSpec[] = [
  { kind: 'select', path: 'theme', label: 'Theme', options: WIDGET_THEMES, searchable: true },
  {
    kind: 'text',
    path: 'fontFamily',
    label: 'Font',
    description:
      'DM Sans (default), Inter and Rubik are served with the widget; another name shows only where the visitor has that font installed.',
  },
  {
    kind: 'segmented',
    path: 'buttonsLayout',
    label: 'Buttons layout',
    options: [
      { value: 'horizontal', label: 'Horizontal' },
      { value: 'vertical', label: 'Vertical' },
      { value: 'in-footer', label: 'In footer' },
    ],
  },
];

const MOTION: FieldSpec[] = [
  { kind: 'switch', path: 'scrollAnimation', label: 'Scroll animation' },
  { kind: 'switch', path: 'disableSmoothScroll', label: 'Disable smooth scrolling' },
  { kind: 'switch', path: 'ui.bgImageVisible', label: 'Show the background image' },
  { kind: 'switch', path: 'ui.enableFixedFeedbackBtns', label: 'Fixed feedback buttons' },
];

const VOICE_LABELS: FieldSpec[] = [
  { kind: 'text', path: 'ui.voiceQuestionLabel', label: 'Voice question label' },
  { kind: 'text', path: 'ui.voiceContinueLabel', label: 'Voice continue label' },
  { kind: 'text', path: 'ui.voiceDismissLabel', label: 'Voice dismiss label' },
];

const CSS: FieldSpec[] = [
  { kind: 'textarea', path: 'ADVANCED_customCSS', label: 'Custom CSS', rows: 6, mono: true },
];

export function ThemeTab() {
  const form = useAgentFormContext();
  const values = form.getValues();
  const isTabs = values.ui?.widgetType === 'tabs';

  const setWidgetType = (widgetType: string) => {
    form.setFieldValue('ui', { ...(values.ui ?? {}), widgetType });
    // Switching to tabs with none configured fills in the default tabs.
    form.setFieldValue('tabs', editableTabs(widgetType, values.tabs));
  };

  return (
    <Stack gap="lg">
      <AgentFields fields={LOOK} columns={2} />
      <Divider />
      <Title order={5}>Palette</Title>
      <PaletteEditor
        value={values.customThemeJSONString}
        ownerID={values.ownerID}
        onChange={(json) => form.setFieldValue('customThemeJSONString', json)}
      />
      <Divider />
      <WidgetTypeSwitch value={isTabs ? 'tabs' : 'chat'} onChange={setWidgetType} />
      {isTabs && <TabsEditor />}
      <Divider />
      <AgentFields fields={MOTION} columns={2} />
      <AgentFields fields={VOICE_LABELS} columns={3} />
      <AgentFields fields={CSS} />
    </Stack>
  );
}
