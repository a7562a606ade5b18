import {
  Alert,
  Button,
  Drawer,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import type { AgentPlatform } from '@vg/common';
import { useAuthState } from '../../../data/hooks/useAuthState';
import { useRegion } from '../../shell/hooks/useRegion';

/** What the drawer hands to the editor of a new, still unsaved agent. */
export interface NewAgentSeed {
  title: string;
  description: string;
  agentPlatform: AgentPlatform;
}

export const LOGIN_REQUIRED = 'You must be logged in to create an agent';

/** Opens the editor on a new agent; nothing is stored until its first Save. */
export function NewAgentDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const auth = useAuthState();
  const region = useRegion();
  const navigate = useNavigate();
  const form = useForm<NewAgentSeed>({
    initialValues: { title: '', description: '', agentPlatform: 'vg' },
    validate: { title: (value) => (value.trim() ? null : 'Please give the agent a name') },
  });

  const submit = form.onSubmit((seed) => {
    navigate(`/app/${region}/agents/new/overview`, { state: { seed } });
    form.reset();
    onClose();
  });

  return (
    <Drawer opened={opened} onClose={onClose} title="New Agent" position="left">
      {auth.status !== 'signedIn' ? (
        <Alert color="red">{LOGIN_REQUIRED}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Agent name"
              placeholder="Support assistant"
              {...form.getInputProps('title')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Platform
              </Text>
              <SegmentedControl
                fullWidth
                data={[
                  { value: 'vg', label: 'Built-in (vg)' },
                  { value: 'vf', label: 'Flow platform (vf)' },
                ]}
                {...form.getInputProps('agentPlatform')}
              />
            </div>
            <Button type="submit">Create Agent</Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
