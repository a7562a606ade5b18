/**
 * The records the local DNS host serves, as a person enters them on its
 * page: a type, a full name, a value and, for MX, a priority. A name that
 * starts with `*.` answers for every name below it.
 */

export const DNS_RECORD_TYPES = ['A', 'CNAME', 'TXT', 'MX'] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

export interface ZoneRecord {
  id: number;
  type: DnsRecordType;
  name: string;
  value: string;
  priority?: number;
}

export type NewZoneRecord = Omit<ZoneRecord, 'id'>;

export function canonicalName(name: string): string {
  return name.trim().toLowerCase().replace(/\.+$/, '');
}

const NAME =
  /^(\*\.)?([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** Checks a record typed on the page; answers the problem in words, or the clean record. */
export function parseZoneRecord(input: {
  type?: unknown;
  name?: unknown;
  value?: unknown;
  priority?: unknown;
}): { ok: true; record: NewZoneRecord } | { ok: false; error: string } {
  const type = String(input.type ?? '').toUpperCase();
  if (!(DNS_RECORD_TYPES as readonly string[]).includes(type))
    return { ok: false, error: `Type must be one of ${DNS_RECORD_TYPES.join(', ')}.` };
  const name = canonicalName(String(input.name ?? ''));
  if (!NAME.test(name) || name.length > 253)
    return { ok: false, error: 'Name must be a full host name, e.g. chat.acme.com.' };
  const rawValue = String(input.value ?? '').trim();
  const value = type === 'TXT' ? rawValue : canonicalName(rawValue);
  if (value === '' || value.length > 1024) return { ok: false, error: 'Value is required.' };
  if (type === 'A' && !IPV4.test(value))
    return { ok: false, error: 'An A record holds an IPv4 address, e.g. 203.0.113.7.' };
  if ((type === 'CNAME' || type === 'MX') && !NAME.test(value))
    return { ok: false, error: `A ${type} record points at a host name.` };
  const record: NewZoneRecord = { type: type as DnsRecordType, name, value };
  if (type === 'MX') {
    const priority = Number(input.priority ?? 10);
    if (!Number.isInteger(priority) || priority < 0 || priority > 65535)
      return { ok: false, error: 'MX priority is a whole number from 0 to 65535.' };
    record.priority = priority;
  }
  return { ok: true, record };
}

function nameMatches(recordName: string, queried: string): boolean {
  if (recordName.startsWith('*.')) return queried.endsWith(recordName.slice(1));
  return recordName === queried;
}

/**
 * The records answering a question. Exact names win over wildcards, and a
 * CNAME at the name answers any type (as a real DNS server does), followed
 * by the target's records of the asked type.
 */
export function lookup(
  records: readonly ZoneRecord[],
  queriedName: string,
  type: DnsRecordType,
  depth = 0,
): ZoneRecord[] {
  const name = canonicalName(queriedName);
  const atName = (candidates: readonly ZoneRecord[]) => {
    const exact = candidates.filter((r) => r.name === name);
    return exact.length > 0 ? exact : candidates.filter((r) => nameMatches(r.name, name));
  };
  const matching = atName(records);
  const direct = matching.filter((r) => r.type === type);
  if (direct.length > 0 || type === 'CNAME') return direct.map((r) => ({ ...r, name }));
  const alias = matching.find((r) => r.type === 'CNAME');
  if (!alias || depth > 8) return [];
  return [{ ...alias, name }, ...lookup(records, alias.value, type, depth + 1)];
}

/** Some record exists at the name (else the answer is NXDOMAIN). */
export function hasName(records: readonly ZoneRecord[], queriedName: string): boolean {
  const name = canonicalName(queriedName);
  return records.some((r) => nameMatches(r.name, name));
}
