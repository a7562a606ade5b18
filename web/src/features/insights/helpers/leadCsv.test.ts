import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../../data/leads';
import { leadRows } from './leadCsv';

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
  optedOut: false,
  ...fields,
});

describe('leadRows', () => {
  it('writes one CSV row per lead with its latest conversation', () => {
    const [row] = leadRows([lead({ name: 'Ann', conversations: ['c1', 'c2'], firstContactMs: 0 })]);
    expect(row?.[0]).toBe('Ann');
    expect(row?.[6]).toBe('1970-01-01T00:00:00.000Z');
    expect(row?.at(-1)).toBe('c2');
  });
});
