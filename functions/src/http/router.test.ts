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
    expect(region.body.error).toContain('/api/eu/');
    const route = await call('/api/eu/nothing/here');
    expect(route).toEqual({ status: 404, body: { error: 'No endpoint at /nothing/here.' } });
  });

  it('answers 405 naming the allowed method', async () => {
    expect(await call('/api/eu/things/t1/echo')).toEqual({
      status: 405,
      body: { error: 'Use POST for /things/t1/echo.' },
    });
  });

  it('rejects malformed JSON and invalid input with a 400 that names the field', async () => {
    const broken = await call('/api/eu/things/t1/echo', post('{"word":'));
    expect(broken).toEqual({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    const invalid = await call('/api/eu/things/t1/echo', post('{"word":42}'));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatch(/^Invalid request: word: /);
  });

  it('never routes hostile path parameters', async () => {
    for (const id of ['..', '__name__', '%2e%2e', 'a%2Fb', '%E0%A4%A']) {
      expect((await call(`/api/eu/things/${id}/echo`, post('{"word":"x"}'))).status).toBe(404);
    }
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
