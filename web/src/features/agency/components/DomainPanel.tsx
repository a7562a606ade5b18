import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DOMAIN_POLL_INTERVAL_MS,
  domainVerificationSchema,
  normaliseDomainInput,
  validateCustomDomain,
  type DomainVerification,
  type Region,
} from '@vg/common';
import { ApiError } from '../../../data/api';
import {
  addAgencyDomain,
  agencyDomainStatus,
  deleteAgencyDomain,
  type AgencyRecord,
  type DomainType,
} from '../../../data/agency';

const FIELDS: Record<DomainType, { host: string; verified: string }> = {
  vgSubdomain: { host: 'VGsubDomain', verified: 'isVerifiedSubDomain' },
  customDomain: { host: 'customDomain', verified: 'isVerifiedCustomDomain' },
};

function storedRecords(agency: AgencyRecord, type: DomainType): DomainVerification[] {
  if (type !== 'customDomain') return [];
  const config = agency.customDomainConfig as { verification?: unknown[] } | null | undefined;
  return (config?.verification ?? []).flatMap((row) => {
    const parsed = domainVerificationSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * One domain: entered, submitted, DNS instructions shown, verified. The
 * status is checked every 5 s until the server has verified it; Cancel or
 * Delete frees the domain.
 */
export function DomainPanel({
  region,
  userId,
  agency,
  type,
  title,
  description,
  suffix = '',
}: {
  region: Region;
  userId: string;
  agency: AgencyRecord;
  type: DomainType;
  title: string;
  description: string;
  suffix?: string;
}) {
  const host =
    typeof agency[FIELDS[type].host] === 'string' ? (agency[FIELDS[type].host] as string) : '';
  const verified = agency[FIELDS[type].verified] === true;
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [records, setRecords] = useState<DomainVerification[]>([]);
  const shown = storedRecords(agency, type).length > 0 ? storedRecords(agency, type) : records;
  const failedText =
    type === 'customDomain'
      ? 'Failed to set up custom domain. Please try again.'
      : 'Failed to set up subdomain. Please try again.';

  useEffect(() => {
    if (!host || verified) return;
    let announced = false;
    const check = () =>
      agencyDomainStatus(region, host, type).then(
        ({ isVerified }) => {
          if (isVerified && !announced) {
            announced = true;
            notifications.show({
              color: 'green',
              message: 'Domain verification successful..',
              autoClose: 3000,
            });
          }
        },
        () => undefined, // the next poll tries again
      );
    void check();
    const timer = setInterval(() => void check(), DOMAIN_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [region, host, type, verified]);

  const submit = async () => {
    const value = normaliseDomainInput(input);
    const problem =
      type === 'customDomain'
        ? validateCustomDomain(input)
        : value
          ? null
          : 'Please enter a sub-domain name';
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const answer = await addAgencyDomain(region, {
        customDomain: value,
        userId,
        agencyId: agency.ID,
        type,
      });
      setRecords(answer.data.verification);
      setInput('');
      notifications.show({
        color: 'blue',
        message: 'Domain verification pending..',
        autoClose: 3000,
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) setError(failure.message);
      else notifications.show({ color: 'red', message: failedText, autoClose: 4000 });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAgencyDomain(region, host, type);
      setRecords([]);
      notifications.show({
        color: 'green',
        message: 'Domain deleted successfully..',
        autoClose: 3000,
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: `Error canceling domain: ${(failure as Error).message}`,
        autoClose: 4000,
      });
    } finally {
      setBusy(false);
    }
  };

  const origin = typeof window === 'undefined' ? null : window.location;
  const link = origin
    ? `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}/login`
    : '';
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {!host ? (
        <Group align="flex-start" gap="sm">
          <TextInput
            label={type === 'customDomain' ? 'Custom domain' : 'Sub-domain name'}
            placeholder={type === 'customDomain' ? 'app.youragency.com' : 'youragency'}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            rightSection={
              suffix ? (
                <Text size="sm" c="dimmed" pr="xs">
                  {suffix}
                </Text>
              ) : null
            }
            rightSectionWidth={suffix ? Math.max(60, suffix.length * 8 + 16) : undefined}
            error={error}
            style={{ flex: '1 1 240px' }}
          />
          <Button mt={25} onClick={() => void submit()} loading={busy}>
            {type === 'customDomain' ? 'Add domain' : 'Set sub-domain'}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {host}
            </Text>
            <Badge color={verified ? 'green' : 'yellow'} variant="light" role="status">
              {verified ? 'Verified' : 'Pending verification'}
            </Badge>
          </Group>
          {verified ? (
            <Anchor href={link} target="_blank" rel="noreferrer">
              Open {host}
            </Anchor>
          ) : shown.length > 0 ? (
            <>
              <Text size="sm">
                Add this record at your DNS provider. We check it every 5 seconds.
              </Text>
              <Table.ScrollContainer minWidth={420}>
                <Table withTableBorder aria-label={`DNS records for ${host}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Value</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((row) => (
                      <Table.Tr key={`${row.type}-${row.name}`}>
                        <Table.Td>{row.type}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{row.domain}</Table.Td>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{row.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          ) : (
            <Text size="sm">Checking the product&apos;s DNS for this sub-domain…</Text>
          )}
          <Group>
            <Button variant="default" color="red" onClick={() => void remove()} loading={busy}>
              {verified ? 'Delete' : 'Cancel'}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
