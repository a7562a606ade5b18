import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { AgentFields } from '../form/AgentFields';
import { HandoffSection } from './HandoffSection';
import { LanguageSection } from './LanguageSection';
import { SecuritySection } from './SecuritySection';
import {
  SECTION_FIELDS,
  SECTION_LABEL,
  SETTINGS_SECTIONS,
  isSettingsSection,
  type SettingsSection,
} from './settingsSections';

/** Settings tab: one section per ?tab= value (core by default). */
export function SettingsTab() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const section: SettingsSection = isSettingsSection(requested) ? requested : 'core';

  const select = (next: string | null) => {
    if (!next) return;
    const params = new URLSearchParams(search);
    params.set('tab', next);
    setSearch(params, { replace: true });
  };

  return (
    <Tabs
      value={section}
      onChange={select}
      orientation="vertical"
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List miw={170}>
        {SETTINGS_SECTIONS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {SECTION_LABEL[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {SETTINGS_SECTIONS.map((key) => (
        <Tabs.Panel key={key} value={key} pl="md">
          {key === 'security' ? (
            <SecuritySection />
          ) : key === 'handoff' ? (
            <HandoffSection />
          ) : key === 'language' ? (
            <LanguageSection />
          ) : (
            <AgentFields fields={SECTION_FIELDS[key]} columns={2} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
