import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../../data/insights';
import { filterLeads, leadRows } from './filterLeads';

const lead = (fields: Partial<LeadRecord>): LeadRecord => ({
  id: 'l',
  email: '',
  phone: '',
  channelAddress: '',
  name: '',
  sources: ['widget-user'],
  channel: 'widget',
  firstContactMs: 0,
  lastContactMs: 0,
  conversations: [],
  tags: [],
  ...fields,
});

describe('filterLeads', () => {
  const leads = [
    lead({ id: 'a', name: 'Ann Lee', email: 'ann@shop.dev', tags: ['vip'] }),
    lead({ id: 'b', name: 'Bob', phone: '+49 30 1234', sources: ['email-form'] }),
  ];

  it('finds by any word of name, e-mail or phone, and filters by source and tag', () => {
    expect(
      filterLeads(leads, { search: 'ann shop', source: null, tag: null }).map((l) => l.id),
    ).toEqual(['a']);
    expect(
      filterLeads(leads, { search: '1234', source: null, tag: null }).map((l) => l.id),
    ).toEqual(['b']);
    expect(
      filterLeads(leads, { search: '', source: 'email-form', tag: null }).map((l) => l.id),
    ).toEqual(['b']);
    expect(filterLeads(leads, { search: '', source: null, tag: 'vip' }).map((l) => l.id)).toEqual([
      'a',
    ]);
  });

  it('writes one CSV row per lead with its latest conversation', () => {
    const [row] = leadRows([lead({ name: 'Ann', conversations: ['c1', 'c2'], firstContactMs: 0 })]);
    expect(row?.[0]).toBe('Ann');
    expect(row?.[6]).toBe('1970-01-01T00:00:00.000Z');
    expect(row?.at(-1)).toBe('c2');
  });
});
