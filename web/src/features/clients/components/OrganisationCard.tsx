import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatBalance } from '@vg/common';
import type { Client, Organisation } from '../../../data/clients';
import { clientPageLabel } from '../helpers/clientNavItems';

/** One organisation on the Clients page: its header, actions and clients. */
export function OrganisationCard({
  organisation,
  clients,
  onOrgInfo,
  onAddUser,
  onEditUser,
  onOpenAsAdmin,
}: {
  organisation: Organisation;
  clients: readonly Client[];
  onOrgInfo: () => void;
  onAddUser: () => void;
  onEditUser: (client: Client) => void;
  /** Opens the client's dashboard as the agency's admin (agency secret). */
  onOpenAsAdmin: (client: Client) => void;
}) {
  const headingId = `org-${organisation.ID}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={organisation.squarePhotoURL || null} alt="" radius="md">
            {organisation.name.charAt(0)}
          </Avatar>
          <div>
            <Title order={3} size="h4" id={headingId}>
              {organisation.name}
            </Title>
            <Text size="sm">
              {formatBalance(organisation.loadTokens)} credits · {clients.length}{' '}
              {clients.length === 1 ? 'client' : 'clients'}
              {organisation.settings?.disableClientAccess ? ' · access disabled' : ''}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onOrgInfo}>
            Org Info
          </Button>
          <Button size="xs" onClick={onAddUser}>
            + Add User
          </Button>
        </Group>
      </Group>
      {clients.length > 0 && (
        <Table.ScrollContainer minWidth={520} mt="sm">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Access</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.map((client) => (
                <Table.Tr key={client.ID} data-client-id={client.ID}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={client.squarePhotoURL || null} alt="" size="sm" radius="xl">
                        {(client.name ?? client.email).charAt(0)}
                      </Avatar>
                      <Text size="sm">{client.name ?? '—'}</Text>
                      {client.isOrgAdmin && (
                        <Badge size="xs" variant="light">
                          Org Admin
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{client.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {(client.clientTabOrder ?? client.canAccess).map(clientPageLabel).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => onEditUser(client)}
                        aria-label={`Edit ${client.name ?? client.email}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => onOpenAsAdmin(client)}
                        aria-label={`Open as admin: ${client.name ?? client.email}`}
                      >
                        Open as admin
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
