import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@vg/common/logic/clients/passwordHash';
import { startLocalOutbox } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';
import { readDoc, seedAgent } from '../testing/seed';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from './agencyFixture.testing';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
let hooks: Server;
const received: { path: string; body: Record<string, unknown> }[] = [];
beforeAll(async () => {
  outbox = await startLocalOutbox();
  process.env.VG_SMTP_URL = outbox.smtpUrl;
  // The agency's events receiver: /ok accepts, /down answers 503.
  hooks = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown> });
      res.statusCode = req.url === '/ok' ? 204 : 503;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  // The receiver is on this machine: allow it as the local stack allows its demo API.
  process.env.VG_TOOL_ALLOWED_HOSTS = `127.0.0.1:${(hooks.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await outbox.close();
  hooks.close();
});
const hookUrl = (path: string) =>
  `http://127.0.0.1:${(hooks.address() as AddressInfo).port}${path}`;

const { api } = useApiHarness();

const newClient = (agentIds: string[], fields: Record<string, unknown> = {}) => ({
  name: 'Chloe Client',
  email: `chloe-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'AbCdEfGhIjKlMnO',
  canAccess: ['/convos', '/home'],
  widgetIDs: agentIds,
  isOrgAdmin: true,
  ...fields,
});

async function clientsOf(ownerID: string) {
  return (await dbFor('eu').collection('clients').where('ownerID', '==', ownerID).get()).docs;
}

describe('POST /orgs/{orgId}/clients', () => {
  it('creates the client with its access and agents, stores only a password digest, fires client_created', async () => {
    const agency = await agencyWorkspaceFixture({
      internal: { events: { endpoint: hookUrl('/ok'), subscribedEvents: ['client_created'] } },
    });
    const agentId = await seedAgent('eu', agency.uid);
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const body = newClient([agentId]);
    const answer = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
      token: agency.idToken,
      body,
    });
    expect(answer.status).toBe(201);
    const id = (answer.body.client as { ID: string }).ID;
    expect(id).toMatch(/^[A-Za-z0-9]{15}$/);
    const stored = await readDoc('eu', `clients/${id}`);
    expect(stored).toMatchObject({
      ID: id,
      ownerID: agency.uid,
      orgId,
      email: body.email,
      name: 'Chloe Client',
      status: 'offline',
      widgetIDs: [agentId],
      canAccess: ['/convos', '/home'],
      clientTabOrder: ['/convos', '/home'],
      isOrgAdmin: true,
    });
    expect(JSON.stringify(stored)).not.toContain(body.password);
    const secrets = await readDoc('eu', `clientSecrets/${id}`);
    expect(await verifyPassword(body.password, String(secrets?.passwordHash))).toBe(true);
    expect(await readDoc('eu', `orgs/${orgId}`)).toMatchObject({
      orgUsers: [id],
      widgetIDs: [agentId],
    });
    const event = received.find((entry) => entry.body.type === 'client_created');
    expect(event?.body).toMatchObject({
      type: 'client_created',
      payload: {
        client: { ID: id, email: body.email, orgId },
        createdAt: expect.any(Number),
        workspaceSecret: 'vg_abcdefghijklmnopqrst',
      },
    });
    expect(JSON.stringify(event?.body)).not.toContain(body.password);
  });

  it('e-mails the workspace when its events endpoint fails, and still creates the client', async () => {
    const agency = await agencyWorkspaceFixture({
      internal: { events: { endpoint: hookUrl('/down'), subscribedEvents: ['client_created'] } },
    });
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const answer = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
      token: agency.idToken,
      body: newClient([]),
    });
    expect(answer.status).toBe(201);
    await expect
      .poll(() =>
        outbox.messages.find(
          (mail) =>
            mail.envelopeTo.includes(agency.email) && mail.subject.includes('client_created'),
        ),
      )
      .toMatchObject({ text: expect.stringContaining('HTTP 503') });
  });

  it('refuses agents the agency does not own, a taken e-mail, a full plan and missing fields, writing nothing', async () => {
    const agency = await agencyWorkspaceFixture();
    const other = await agencyWorkspaceFixture();
    const theirAgent = await seedAgent('eu', other.uid);
    const orgId = await createOrgThroughApi(api.call, agency.idToken, 'Lakeside Resorts');
    const path = `/api/eu/orgs/${orgId}/clients`;
    const send = (body: unknown, token = agency.idToken) => api.call('POST', path, { token, body });

    const foreign = await send(newClient([theirAgent]));
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatchObject({ message: expect.stringContaining(theirAgent) });
    expect((await send(newClient(['no-such-agent']))).status).toBe(403);
    const missing = await send({ name: 'A', email: 'a@b.co', password: '' });
    expect(missing).toMatchObject({ status: 400 });
    expect(missing.body.error).toMatchObject({
      message: expect.stringContaining('Please fill out all fields.'),
    });
    expect((await send(newClient([], { canAccess: ['/overview'] }))).status).toBe(400);
    expect((await send(newClient([], { ownerID: other.uid }))).status).toBe(400);
    expect((await send(newClient([]), other.idToken)).status).toBe(403);
    expect(await clientsOf(agency.uid)).toHaveLength(0);

    const first = newClient([]);
    expect((await send(first)).status).toBe(201);
    const otherOrg = await createOrgThroughApi(api.call, agency.idToken, 'Hilltop');
    const taken = await api.call('POST', `/api/eu/orgs/${otherOrg}/clients`, {
      token: agency.idToken,
      body: newClient([], { email: first.email.toUpperCase() }),
    });
    expect(taken).toEqual({
      status: 409,
      body: {
        error: { message: 'Client already exists to org: Lakeside Resorts', code: 'client-exists' },
      },
    });
    // The default plan has 2 client seats.
    expect((await send(newClient([]))).status).toBe(201);
    const full = await send(newClient([]));
    expect(full).toMatchObject({ status: 403, body: { error: { code: 'client-seats-full' } } });
    expect(await clientsOf(agency.uid)).toHaveLength(2);
  });
});

describe('POST /clients/{clientId}', () => {
  it('edits the client, replaces the password digest only when a new one is given', async () => {
    const agency = await agencyWorkspaceFixture();
    const agentA = await seedAgent('eu', agency.uid);
    const agentB = await seedAgent('eu', agency.uid);
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const created = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
      token: agency.idToken,
      body: newClient([agentA]),
    });
    const id = (created.body.client as { ID: string }).ID;
    const digest = (await readDoc('eu', `clientSecrets/${id}`))?.passwordHash;
    const edit = await api.call('POST', `/api/eu/clients/${id}`, {
      token: agency.idToken,
      body: { name: 'Chloe C.', canAccess: ['/kb', '/home', '/settings'], widgetIDs: [agentB] },
    });
    expect(edit.status).toBe(200);
    expect(await readDoc('eu', `clients/${id}`)).toMatchObject({
      name: 'Chloe C.',
      canAccess: ['/kb', '/home', '/settings'],
      clientTabOrder: ['/kb', '/home', '/settings'],
      widgetIDs: [agentB],
    });
    expect((await readDoc('eu', `clientSecrets/${id}`))?.passwordHash).toBe(digest);
    await api.call('POST', `/api/eu/clients/${id}`, {
      token: agency.idToken,
      body: { password: 'new-password-15' },
    });
    const replaced = String((await readDoc('eu', `clientSecrets/${id}`))?.passwordHash);
    expect(await verifyPassword('new-password-15', replaced)).toBe(true);
  });

  it('refuses strangers, foreign agents and unknown fields, changing nothing', async () => {
    const agency = await agencyWorkspaceFixture();
    const stranger = await agencyWorkspaceFixture();
    const strangerAgent = await seedAgent('eu', stranger.uid);
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const created = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
      token: agency.idToken,
      body: newClient([]),
    });
    const id = (created.body.client as { ID: string }).ID;
    const before = await readDoc('eu', `clients/${id}`);
    const edit = (body: unknown, token = agency.idToken) =>
      api.call('POST', `/api/eu/clients/${id}`, { token, body });
    expect((await edit({ name: 'Mine' }, stranger.idToken)).status).toBe(403);
    expect((await edit({ widgetIDs: [strangerAgent] }, stranger.idToken)).status).toBe(403);
    expect((await edit({ widgetIDs: [strangerAgent] })).status).toBe(403);
    expect((await edit({ ownerID: stranger.uid })).status).toBe(400);
    expect((await edit({ orgId: 'elsewhere' })).status).toBe(400);
    expect(
      (await api.call('POST', '/api/eu/clients/nobody', { token: agency.idToken, body: {} }))
        .status,
    ).toBe(404);
    expect(await readDoc('eu', `clients/${id}`)).toEqual(before);
  });
});
