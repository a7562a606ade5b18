import { describe, expect, it } from 'vitest';
import { lookup, parseZoneRecord, type ZoneRecord } from './dnsZone';

const zone: ZoneRecord[] = [
  { id: 1, type: 'CNAME', name: '*.localhost', value: 'cname.voiceglow.test' },
  { id: 2, type: 'A', name: 'cname.voiceglow.test', value: '127.0.0.1' },
  { id: 3, type: 'CNAME', name: 'chat.acme.test', value: 'cname.voiceglow.test' },
  { id: 4, type: 'TXT', name: 'acme.test', value: 'v=spf1 include:resend ~all' },
];

describe('lookup', () => {
  it('answers a CNAME and, for an A question, follows it', () => {
    expect(lookup(zone, 'Chat.Acme.test.', 'CNAME')).toEqual([
      { ...zone[2], name: 'chat.acme.test' },
    ]);
    expect(lookup(zone, 'chat.acme.test', 'A').map((r) => r.value)).toEqual([
      'cname.voiceglow.test',
      '127.0.0.1',
    ]);
  });

  it('answers wildcards below their name only', () => {
    expect(lookup(zone, 'northwind.localhost', 'CNAME')).toHaveLength(1);
    expect(lookup(zone, 'localhost', 'CNAME')).toEqual([]);
  });

  it('answers nothing for unknown names and types', () => {
    expect(lookup(zone, 'other.test', 'A')).toEqual([]);
    expect(lookup(zone, 'acme.test', 'MX')).toEqual([]);
  });
});

describe('parseZoneRecord', () => {
  it.each([
    [{ type: 'cname', name: 'Chat.Acme.com.', value: 'cname.voiceglow.test.' }, true],
    [{ type: 'A', name: 'acme.com', value: '203.0.113.7' }, true],
    [{ type: 'A', name: 'acme.com', value: 'not-an-ip' }, false],
    [{ type: 'MX', name: 'acme.com', value: 'feedback-smtp.resend.test', priority: '10' }, true],
    [{ type: 'SRV', name: 'acme.com', value: 'x' }, false],
    [{ type: 'CNAME', name: 'bad name', value: 'x.test' }, false],
    [{ type: 'TXT', name: 'resend._domainkey.acme.com', value: 'p=MIGf MA0' }, true],
  ])('%j ok=%s', (input, ok) => {
    expect(parseZoneRecord(input).ok).toBe(ok);
  });
});
