import { useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { TEXT, generateClientPassword, type Region } from '@vg/common';
import type { Agent } from '../../../data/agents';
import { createClient, updateClient } from '../../../data/clientAdmin';
import type { Client, Organisation } from '../../../data/clients';
import { AccessPicker } from './AccessPicker';

/**
 * The Add/Edit User drawer of an organisation: name, e-mail, password (a
 * new client gets a generated 15-character one; editing leaves it blank to
 * keep it), photo, the agents and pages the client may use, Org Admin.
 */
export function ClientUserDrawer({
  region,
  organisation,
  client,
  agents,
  opened,
  onClose,
}: {
  region: Region;
  organisation: Organisation;
  /** The client being edited; none to add one. */
  client: Client | null;
  agents: readonly Agent[];
  opened: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(client?.name ?? '');
  const [email, setEmail] = useState(client?.email ?? '');
  const [password, setPassword] = useState(client ? '' : generateClientPassword());
  const [photo, setPhoto] = useState(client?.squarePhotoURL ?? '');
  const [access, setAccess] = useState<string[]>(
    client ? (client.clientTabOrder ?? client.canAccess) : organisation.defaultClientAccess,
  );
  const [widgetIDs, setWidgetIDs] = useState<string[]>(
    client?.widgetIDs ?? organisation.widgetIDs.filter((id) => agents.some((a) => a.ID === id)),
  );
  const [isOrgAdmin, setIsOrgAdmin] = useState(client?.isOrgAdmin ?? false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setError(null);
    if (!name.trim() || !email.trim() || (!client && !password))
      return setError(TEXT.fillAllFields);
    setSaving(true);
    try {
      const fields = {
        name,
        email,
        squarePhotoURL: photo,
        canAccess: access as never,
        widgetIDs,
        isOrgAdmin,
      };
      if (client) {
        await updateClient(region, client.ID, { ...fields, ...(password ? { password } : {}) });
      } else {
        await createClient(region, organisation.ID, { ...fields, password });
      }
      notifications.show({ color: 'green', message: 'Updated client data', autoClose: 2000 });
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        client ? `Edit User: ${client.name ?? client.email}` : `Add User to ${organisation.name}`
      }
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Group align="end" wrap="nowrap" gap="xs">
          <PasswordInput
            flex={1}
            label={client ? 'New dashboard password (blank keeps it)' : 'Dashboard password'}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
          />
          <Tooltip label="Generate a new password">
            <Button
              variant="default"
              aria-label="Generate a new password"
              onClick={() => setPassword(generateClientPassword())}
            >
              <IconRefresh size={16} />
            </Button>
          </Tooltip>
        </Group>
        <TextInput
          label="Photo URL"
          value={photo}
          onChange={(e) => setPhoto(e.currentTarget.value)}
        />
        <MultiSelect
          label="Agents"
          placeholder={widgetIDs.length ? undefined : 'Choose the agents this client works on'}
          data={agents.map((agent) => ({ value: agent.ID, label: agent.title || agent.ID }))}
          value={widgetIDs}
          onChange={setWidgetIDs}
          searchable
        />
        <AccessPicker value={access} onChange={setAccess} />
        <Switch
          label="Org Admin"
          checked={isOrgAdmin}
          onChange={(e) => setIsOrgAdmin(e.currentTarget.checked)}
        />
        <Group justify="space-between">
          <Tooltip label="Soon">
            <Button variant="subtle" disabled>
              Invite User (soon)
            </Button>
          </Tooltip>
          <Button onClick={() => void save()} loading={saving}>
            {client ? 'Save' : 'Add User'}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
