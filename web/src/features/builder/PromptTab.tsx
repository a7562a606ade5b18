import { SegmentedControl, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useAgentFormContext } from '../widgetSettings/form/agentFormContext';
import { NodesCanvas } from './nodes/NodesCanvas';
import { PromptPanel } from './prompt/PromptPanel';

/**
 * The Prompt tab: the prompt view, or for agents with nodes enabled the
 * canvas (at /prompt) with a switch to the prompt view (at /nodes), as
 * the spec names the two addresses.
 */
export function PromptTab({ subPath, base }: { subPath: string; base: string }) {
  const form = useAgentFormContext();
  const navigate = useNavigate();
  if (!form.getValues().enableNodes) return <PromptPanel />;
  const view = subPath === 'nodes' ? 'prompt' : 'canvas';
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label="View"
        value={view}
        onChange={(next) => navigate(`${base}/${next === 'canvas' ? 'prompt' : 'nodes'}`)}
        data={[
          { value: 'canvas', label: 'Canvas' },
          { value: 'prompt', label: 'Prompt view' },
        ]}
      />
      {view === 'canvas' ? <NodesCanvas /> : <PromptPanel />}
    </Stack>
  );
}
