import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveHandler, type RunningServer } from '../testing/serveHandler';
import { defineEndpoint, type Endpoint } from './endpoint';
import { createRouter } from './router';
import { visitorCountry } from '../chat/handlers/visitorCountry';

const echo = defineEndpoint({
  method: 'POST',
  path: '/things/:thingId/echo',
  input: z.object({ word: z.string().min(1) }),
  handle: async ({ params, input, region }) => ({
    body: { region, thingId: params.thingId, word: input.word },
  }),
});

let server: RunningServer;

beforeAll(async () => {
  server = await serveHandler(createRouter([echo, visitorCountry] as Endpoint[]));
});
afterAll(() => server.close());

async function call(path: string, init?: RequestInit) {
  const response = await fetch(server.url + path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const post = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json' },
});

describe('router', () => {
  it('takes the region from the first segment, with or without /api', async () => {
    expect(await call('/api/eu/things/t1/echo', post('{"word":"hi"}'))).toEqual({
      status: 200,
      body: { region: 'eu', thingId: 't1', word: 'hi' },
    });
    expect((await call('/na/things/t2/echo', post('{"word":"yo"}'))).body.region).toBe('na');
  });

  it('answers 404 with the expected shape for an unknown region or route', async () => {
    const region = await call('/api/xx/utils/ip');
    expect(region.status).toBe(404);
    expect(region.body.error).toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('/api/eu/'),
    });
    const route = await call('/api/eu/nothing/here');
    expect(route).toEqual({
      status: 404,
      body: {
        error: { code: 'not-found', message: 'No endpoint at /nothing/here: check the address.' },
      },
    });
  });

  it('answers 405 naming the allowed method', async () => {
    const response = await fetch(`${server.url}/api/eu/things/t1/echo`);
    expect(response.headers.get('allow')).toBe('POST');
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 405,
      body: { error: { code: 'method-not-allowed', message: 'Use POST for /things/t1/echo.' } },
    });
  });

  it('rejects malformed JSON and invalid input with a 400 that names the field', async () => {
    const broken = await call('/api/eu/things/t1/echo', post('{"word":'));
    expect(broken).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-json',
          message: 'The request body is not valid JSON: check the quotes, commas and brackets.',
        },
      },
    });
    for (const notAnObject of ['null', '[1]', '42', '"word"']) {
      const answer = await call('/api/eu/things/t1/echo', post(notAnObject));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-json' });
    }
    const invalid = await call('/api/eu/things/t1/echo', post('{"word":42}'));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      message: expect.stringMatching(/^Invalid request: word: /),
    });
  });

  it('refuses hostile path parameters with a 400 naming the parameter, never routing them', async () => {
    // URL parsing removes dot segments (`..`, `%2e%2e`, `.`): the shorter path names no endpoint.
    for (const id of ['..', '%2e%2e', '.']) {
      const answer = await call(`/api/eu/things/${id}/echo`, post('{"word":"x"}'));
      expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    }
    for (const id of ['__name__', 'a%2Fb', 'a%2F..%2Fb', '%E0%A4%A', 'x'.repeat(201)]) {
      const answer = await call(`/api/eu/things/${id}/echo`, post('{"word":"x"}'));
      expect(answer.status, id).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'invalid-id',
        message: expect.stringContaining('thingId'),
      });
    }
  });

  it('answers oversized bodies and addresses with JSON, not a dropped connection', async () => {
    const big = await call(
      '/api/eu/things/t1/echo',
      post(JSON.stringify({ word: 'x'.repeat(2_000_000) })),
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'too-large' });
    const longQuery = await call(`/api/eu/utils/ip?q=${'x'.repeat(10_000)}`);
    expect(longQuery.status).toBe(414);
    expect(longQuery.body.error).toMatchObject({ code: 'uri-too-long' });
    // Past Node's own 16 KB header limit the server answers before any handler, in JSON too.
    const hugeQuery = await call(`/api/eu/utils/ip?q=${'x'.repeat(60_000)}`);
    expect(hugeQuery.status).toBe(431);
    expect(hugeQuery.body.error).toMatchObject({ code: 'headers-too-large' });
    const longValue = await call(`/api/eu/utils/ip?q=${'x'.repeat(1000)}`);
    expect(longValue.status).toBe(400);
  });
});

describe('GET /utils/ip', () => {
  it('reads the country from the CDN headers', async () => {
    const cf = await call('/api/eu/utils/ip', { headers: { 'cf-ipcountry': 'de' } });
    expect(cf).toEqual({ status: 200, body: { country: 'DE' } });
    const own = await call('/api/na/utils/ip', { headers: { 'x-country': 'US' } });
    expect(own.body.country).toBe('US');
  });

  it('says unknown when no header names a real country', async () => {
    expect((await call('/api/eu/utils/ip')).body.country).toBe('unknown');
    expect(
      (await call('/api/eu/utils/ip', { headers: { 'cf-ipcountry': 'XX' } })).body.country,
    ).toBe('unknown');
  });
});
