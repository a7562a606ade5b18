import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DELIVERY_ATTEMPTS } from '@vg/common';
import { dbFor } from '../firestore';
import { readDoc } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';

let receiver: Server;
const received: { path: string; body: { type: string; payload: Record<string, unknown> } }[] = [];
beforeAll(async () => {
  // The workspace's events receiver: /ok accepts, /down answers 503, /moved redirects.
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(raw) as (typeof received)[0]['body'] });
      if (req.url === '/moved') res.writeHead(302, { location: 'http://10.0.0.1/' });
      else res.statusCode = req.url === '/ok' ? 204 : 503;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  process.env.VG_TOOL_ALLOWED_HOSTS = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => receiver.close());
const hookUrl = (path: string) =>
  `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;

const { api } = useApiHarness();

async function workspaceWith(endpoint: string) {
  const agency = await agencyWorkspaceFixture();
  const save = await api.call('POST', `/api/eu/workspaces/${agency.uid}/events`, {
    token: agency.idToken,
    body: { endpoint, subscribedEvents: ['client_created', 'client_created'] },
  });
  expect(save.status).toBe(200);
  return agency;
}

const deliveries = async (uid: string) =>
  (await dbFor('eu').collection(`users/${uid}/eventDeliveries`).get()).docs.map((d) => d.data());

describe('workspace events (Events page)', () => {
  it('saves the endpoint and types in the workspace, refusing bad input and strangers', async () => {
    const agency = await workspaceWith(hookUrl('/ok'));
    expect((await readDoc('eu', `users/${agency.uid}`))?.internal).toMatchObject({
      events: { endpoint: hookUrl('/ok'), subscribedEvents: ['client_created'] },
    });
    const path = `/api/eu/workspaces/${agency.uid}/events`;
    const bad = await api.call('POST', path, {
      token: agency.idToken,
      body: { endpoint: 'ftp://example.com', subscribedEvents: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ message: expect.stringContaining('https://') });
    const unknown = await api.call('POST', path, {
      token: agency.idToken,
      body: { endpoint: '', subscribedEvents: ['everything'] },
    });
    expect(unknown.status).toBe(400);
    const stranger = await agencyWorkspaceFixture();
    const refused = await api.call('POST', path, {
      token: stranger.idToken,
      body: { endpoint: 'https://evil.example/hook', subscribedEvents: [] },
    });
    expect(refused.status).toBe(403);
    expect((await readDoc('eu', `users/${agency.uid}`))?.internal).toMatchObject({
      events: { endpoint: hookUrl('/ok') },
    });
  });

  it('sends a test event with the secret and logs it delivered', async () => {
    const agency = await workspaceWith(hookUrl('/ok'));
    const answer = await api.call('POST', `/api/eu/workspaces/${agency.uid}/events/test`, {
      token: agency.idToken,
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      httpStatus: 204,
    });
    const sent = received.filter(
      (r) => r.body.payload.workspaceSecret === 'vg_abcdefghijklmnopqrst',
    );
    expect(sent.at(-1)?.body).toMatchObject({
      type: 'test_event',
      payload: { createdAt: expect.any(Number) },
    });
    const log = await deliveries(agency.uid);
    expect(log).toEqual([expect.objectContaining({ type: 'test_event', status: 'delivered' })]);
    // The log keeps the payload without the secret.
    expect(JSON.stringify(log)).not.toContain('vg_abcdefghijklmnopqrst');
  });

  it('tries a failing endpoint three times, logs it failed, and Retry delivers it once fixed', async () => {
    const agency = await workspaceWith(hookUrl('/down'));
    const before = received.length;
    const failed = await api.call('POST', `/api/eu/workspaces/${agency.uid}/events/test`, {
      token: agency.idToken,
      body: {},
    });
    expect(failed.body.delivery).toMatchObject({
      status: 'failed',
      attempts: EVENT_DELIVERY_ATTEMPTS,
      httpStatus: 503,
      error: "The events endpoint's server answered 503.",
    });
    expect(received.length - before).toBe(EVENT_DELIVERY_ATTEMPTS);
    await api.call('POST', `/api/eu/workspaces/${agency.uid}/events`, {
      token: agency.idToken,
      body: { endpoint: hookUrl('/ok'), subscribedEvents: [] },
    });
    const retryPath = `/api/eu/workspaces/${agency.uid}/events/deliveries/${String(failed.body.id)}/retry`;
    const stranger = await agencyWorkspaceFixture();
    expect((await api.call('POST', retryPath, { token: stranger.idToken, body: {} })).status).toBe(
      403,
    );
    const retried = await api.call('POST', retryPath, { token: agency.idToken, body: {} });
    expect(retried.body.delivery).toMatchObject({
      status: 'delivered',
      retryOf: failed.body.id,
      type: 'test_event',
    });
    expect(await deliveries(agency.uid)).toHaveLength(2);
    const missing = `/api/eu/workspaces/${agency.uid}/events/deliveries/nope/retry`;
    expect((await api.call('POST', missing, { token: agency.idToken, body: {} })).status).toBe(404);
  });

  it('refuses private addresses and redirects without retrying, and needs an endpoint', async () => {
    const agency = await workspaceWith('http://10.0.0.1/hook');
    const test = `/api/eu/workspaces/${agency.uid}/events/test`;
    const blocked = await api.call('POST', test, { token: agency.idToken, body: {} });
    expect(blocked.body.delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: expect.stringMatching(/^Events may only go to public addresses: 10\.0\.0\.1/),
    });
    await api.call('POST', `/api/eu/workspaces/${agency.uid}/events`, {
      token: agency.idToken,
      body: { endpoint: hookUrl('/moved'), subscribedEvents: [] },
    });
    const moved = await api.call('POST', test, { token: agency.idToken, body: {} });
    expect(moved.body.delivery).toMatchObject({ status: 'failed', attempts: 1, httpStatus: 302 });
    await api.call('POST', `/api/eu/workspaces/${agency.uid}/events`, {
      token: agency.idToken,
      body: { endpoint: '', subscribedEvents: [] },
    });
    const none = await api.call('POST', test, { token: agency.idToken, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      message: 'Save an events endpoint first, then send a test event.',
    });
  });
});
