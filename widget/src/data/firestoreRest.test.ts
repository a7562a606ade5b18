import { describe, expect, it } from 'vitest';
import { decodeFields, documentUrl, readDocument } from './firestoreRest';

describe('readDocument', () => {
  it('decodes every value kind as the SDK gives it', () => {
    expect(
      decodeFields({
        name: { stringValue: 'Acme' },
        count: { integerValue: '42' },
        ratio: { doubleValue: 0.5 },
        on: { booleanValue: false },
        none: { nullValue: null },
        at: { timestampValue: '2026-11-26T01:00:00Z' },
        ui: { mapValue: { fields: { widgetType: { stringValue: 'tabs' } } } },
        tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
        emptyList: { arrayValue: {} },
        emptyMap: { mapValue: {} },
        where: { geoPointValue: { latitude: 1, longitude: 2 } },
      }),
    ).toEqual({
      name: 'Acme',
      count: 42,
      ratio: 0.5,
      on: false,
      none: null,
      at: '2026-11-26T01:00:00Z',
      ui: { widgetType: 'tabs' },
      tags: ['a', 2],
      emptyList: [],
      emptyMap: {},
      where: { latitude: 1, longitude: 2 },
    });
  });

  it('reads the regional database, as the visitor when a token is given', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ fields: { state: { stringValue: 'human-chatting' } } });
    }) as typeof fetch;
    const data = await readDocument(
      'eu',
      ['voiceglow', 'agent 1', 'convos', 'web-1'],
      'token',
      fetcher,
    );
    expect(data).toEqual({ state: 'human-chatting' });
    expect(calls[0]?.url).toBe(documentUrl('eu', ['voiceglow', 'agent 1', 'convos', 'web-1']));
    expect(calls[0]?.url).toMatch(
      /\/databases\/[^/]+-eu\/documents\/voiceglow\/agent%201\/convos\/web-1$/,
    );
    expect(calls[0]?.init?.headers).toEqual({ authorization: 'Bearer token' });
  });

  it('answers null for a missing document and throws on a refusal', async () => {
    const answer = (status: number) =>
      (async () => Response.json({ error: {} }, { status })) as unknown as typeof fetch;
    await expect(
      readDocument('na', ['voiceglow', 'a'], undefined, answer(404)),
    ).resolves.toBeNull();
    await expect(readDocument('na', ['voiceglow', 'a'], undefined, answer(403))).rejects.toThrow(
      'read voiceglow/a: 403',
    );
  });
});
