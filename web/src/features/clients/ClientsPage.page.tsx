import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { createOrganisation } from '../../data/clientAdmin';
import type { Client, Organisation } from '../../data/clients';
import { useAgents } from '../../data/hooks/useAgents';
import { useAgencyClients, useAgencyOrganisations } from '../../data/hooks/useClientData';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { ClientAgentsRedirect } from './ClientAgentLayout';
import { useClientSession } from './ClientContext';
import { ClientUserDrawer } from './components/ClientUserDrawer';
import { CreateOrganisationModal } from './components/CreateOrganisationModal';
import { OrgInfoDrawer } from './components/OrgInfoDrawer';
import { OrganisationCard } from './components/OrganisationCard';
import { filterOrganisations } from './helpers/filterOrganisations';
import { adminEntryUrl } from './helpers/adminEntryUrl';
import { findOwnAgency } from '../../data/agency';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'orgInfo'; orgId: string }
  | { kind: 'user'; orgId: string; client: Client | null };

/**
 * /app/{region}/clients: the agency's organisations and their clients,
 * searchable; organisations are created here and opened in the Org Info
 * drawer, clients in the Add/Edit User drawer. Every change goes through
 * the API; the lists update live from Firestore.
 */
export function ClientsPage() {
  const client = useClientSession();
  // Agency clients have no Clients page: they go to their own first page.
  return client ? <ClientAgentsRedirect session={client} /> : <AgencyClients />;
}

function AgencyClients() {
  const { region, current } = useWorkspace();
  const organisations = useAgencyOrganisations(region, current.uid);
  const clients = useAgencyClients(region, current.uid);
  const agents = useAgents(region, current.uid);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });

  const orgList = organisations.status === 'ready' ? organisations.value : [];
  const clientList = clients.status === 'ready' ? clients.value : [];
  const shown = useMemo(
    () => filterOrganisations(orgList, clientList, search),
    [orgList, clientList, search],
  );
  // The agency's admin enters the client's dashboard in a new tab (agency secret).
  const openAsAdmin = async (client: Client) => {
    const agency = await findOwnAgency(region, current.uid).catch(() => null);
    const url = agency && adminEntryUrl(agency, client, region, window.location);
    if (url) window.open(url, '_blank', 'noopener');
    else
      notifications.show({
        color: 'red',
        message: 'Open the Agency page first: it creates the agency secret admin entry needs.',
        autoClose: 4000,
      });
  };
  const findOrg = (id: string): Organisation | undefined => orgList.find((org) => org.ID === id);
  const drawerOrg =
    open.kind === 'orgInfo' || open.kind === 'user' ? findOrg(open.orgId) : undefined;

  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Clients
        </Title>
        <Button onClick={() => setOpen({ kind: 'create' })}>Create Organization</Button>
      </Group>
      <TextInput
        aria-label="Search organizations and clients"
        placeholder="Search organizations and clients"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {(organisations.status === 'error' || clients.status === 'error') && (
        <Alert color="red" role="alert">
          The clients could not be loaded. Please refresh the page.
        </Alert>
      )}
      {organisations.status === 'loading' && (
        <Loader role="status" aria-label="Loading organizations" />
      )}
      {organisations.status === 'ready' && orgList.length === 0 && (
        <Text>
          No organizations yet. Create one, then add your clients to it. Preview the client
          dashboard with a test client, not with your own e-mail.
        </Text>
      )}
      {orgList.length > 0 && shown.length === 0 && <Text>No results found</Text>}
      {shown.map(({ organisation, clients: members }) => (
        <OrganisationCard
          key={organisation.ID}
          organisation={organisation}
          clients={members}
          onOrgInfo={() => setOpen({ kind: 'orgInfo', orgId: organisation.ID })}
          onAddUser={() => setOpen({ kind: 'user', orgId: organisation.ID, client: null })}
          onEditUser={(client) => setOpen({ kind: 'user', orgId: organisation.ID, client })}
          onOpenAsAdmin={(client) => void openAsAdmin(client)}
        />
      ))}
      <CreateOrganisationModal
        opened={open.kind === 'create'}
        onClose={close}
        onCreate={async (name) => {
          await createOrganisation(region, current.uid, name);
        }}
      />
      {open.kind === 'orgInfo' && drawerOrg && (
        <OrgInfoDrawer
          key={drawerOrg.ID}
          region={region}
          organisation={drawerOrg}
          workspaceCredits={current.loadTokens ?? 0}
          opened
          onClose={close}
        />
      )}
      {open.kind === 'user' && drawerOrg && (
        <ClientUserDrawer
          key={`${drawerOrg.ID}/${open.client?.ID ?? 'new'}`}
          region={region}
          organisation={drawerOrg}
          client={open.client}
          agents={agents.status === 'ready' ? agents.value : []}
          opened
          onClose={close}
        />
      )}
    </Stack>
  );
}
