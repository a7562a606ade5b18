import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  EMAIL_DOMAIN_POLL_INTERVAL_MS,
  dnsRecordSchema,
  displayedDnsPriority,
  emailDomainStatusSchema,
  normaliseDomainInput,
  shouldPollEmailDomain,
  validateEmailDomain,
  type DnsRecord,
  type Region,
} from '@vg/common';
import { emailDomainApi, type AgencyRecord } from '../../../data/agency';

function storedRecords(json: unknown): DnsRecord[] {
  try {
    const list = JSON.parse(String(json || '[]')) as unknown[];
    return list.flatMap((row) => {
      const parsed = dnsRecordSchema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** The e-mail sending domain: add it, its DNS table, verify, status every 5 s, delete. */
export function EmailTab({
  region,
  userId,
  agency,
}: {
  region: Region;
  userId: string;
  agency: AgencyRecord;
}) {
  const domain = typeof agency.resendEmailDomain === 'string' ? agency.resendEmailDomain : '';
  const id = typeof agency.resendEmailDomainId === 'string' ? agency.resendEmailDomainId : '';
  const status = emailDomainStatusSchema.catch('not_started').parse(agency.resendEmailDomainStatus);
  const records = storedRecords(agency.resendEmailDomainRecords_JSON_STRING);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!shouldPollEmailDomain(status, id)) return;
    const timer = setInterval(() => {
      // A failed status check is only logged; the next one tries again.
      emailDomainApi
        .status(region, id)
        .catch((failure: unknown) => console.warn('Email domain status check failed', failure));
    }, EMAIL_DOMAIN_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [region, id, status]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const problem = validateEmailDomain(input, { domain, status });
    if (problem) return setError(problem);
    void run(() =>
      emailDomainApi.add(region, {
        domain: normaliseDomainInput(input),
        userId,
        agencyId: agency.ID,
      }),
    );
  };
  const remove = () =>
    modals.openConfirmModal({
      title: `Delete ${domain}?`,
      children: (
        <Text size="sm">
          E-mails to your clients will be sent from the product&apos;s address again.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(() => emailDomainApi.remove(region, id)),
    });

  return (
    <Stack gap="sm" component="section" aria-label="Email sending domain">
      <Text fw={600}>Email sending domain</Text>
      <Text size="sm" c="dimmed">
        Login codes and notifications to your clients are sent from this domain once it is verified.
      </Text>
      {!domain ? (
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Sending domain"
            placeholder="youragency.com"
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 240px' }}
          />
          <Button mt={25} onClick={add} loading={busy}>
            Add domain
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Group gap="sm">
            <Text fw={600}>{domain}</Text>
            <Badge
              role="status"
              variant="light"
              color={status === 'verified' ? 'green' : status.includes('fail') ? 'red' : 'yellow'}
            >
              {status}
            </Badge>
          </Group>
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder aria-label={`DNS records for ${domain}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Priority</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr key={`${record.type}-${record.name}-${record.value}`}>
                    <Table.Td>{record.type}</Table.Td>
                    <Table.Td
                      style={{ wordBreak: 'break-all' }}
                    >{`${record.name}.${domain}`}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{record.value}</Table.Td>
                    <Table.Td>{displayedDnsPriority(record) ?? ''}</Table.Td>
                    <Table.Td>{record.status ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            {status !== 'verified' && status !== 'pending' && (
              <Button
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    await emailDomainApi.verify(region, id);
                    notifications.show({
                      color: 'blue',
                      message: 'Domain verification pending..',
                      autoClose: 3000,
                    });
                  })
                }
              >
                Verify
              </Button>
            )}
            <Button variant="default" color="red" onClick={remove} loading={busy}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
