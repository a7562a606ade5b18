import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFcm, type LocalFcm } from './startFcm';

let fcm: LocalFcm;
const file = join(mkdtempSync(join(tmpdir(), 'vg-fcm-')), 'fcm.json');
beforeAll(async () => {
  fcm = await startFcm({ host: '127.0.0.1', port: 0, file });
});
afterAll(() => fcm.close());

const send = (body: unknown, auth = 'Bearer local-token', origin = fcm.origin) =>
  fetch(`${origin}/v1/projects/demo-voiceglow/messages:send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });

/** A browser's push subscription keys as firebase/messaging sends them (base64url). */
const subscription = (endpoint: string) => ({
  origin: '127.0.0.1:5000',
  endpoint,
  auth: Buffer.alloc(16, 7).toString('base64url'),
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url'),
  applicationPubKey: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 3)]).toString('base64url'),
});

const FIREBASE_HEADERS = {
  'content-type': 'application/json',
  'x-goog-api-key': 'demo-api-key',
  'x-goog-firebase-installations-auth': 'FIS local-installation',
};

async function register(endpoint: string, origin = fcm.origin): Promise<string> {
  const response = await fetch(`${origin}/v1/projects/demo-voiceglow/registrations`, {
    method: 'POST',
    headers: FIREBASE_HEADERS,
    body: JSON.stringify({ web: subscription(endpoint) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { details: { errorCode: string }[] } }).error.details[0]
    ?.errorCode;

describe('local FCM web registration API', () => {
  it('issues a token for a browser subscription, lists the browser, updates and deletes it', async () => {
    const token = await register('https://push.example/sub-1');
    expect(token).toMatch(/^[\w-]{22}:APA91b[\w-]{100,}$/);
    expect(fcm.registered().map((r) => r.token)).toContain(token);
    const page = await (await fetch(`${fcm.origin}/`)).text();
    expect(page).toContain('Registered browsers');
    expect(page).toContain(token);
    expect(page).toContain('https://push.example/sub-1');

    const update = await fetch(`${fcm.origin}/v1/projects/demo-voiceglow/registrations/${token}`, {
      method: 'PATCH',
      headers: FIREBASE_HEADERS,
      body: JSON.stringify({ web: subscription('https://push.example/sub-1b') }),
    });
    expect(await update.json()).toEqual({ token });
    expect(fcm.registered().find((r) => r.token === token)?.web.endpoint).toBe(
      'https://push.example/sub-1b',
    );

    // Percent-encoded as a URL path segment (the colon), as some clients send it.
    const remove = () =>
      fetch(`${fcm.origin}/v1/projects/demo-voiceglow/registrations/${encodeURIComponent(token)}`, {
        method: 'DELETE',
        headers: FIREBASE_HEADERS,
      });
    const deleted = await remove();
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({});
    expect((await remove()).status).toBe(404);
    const after = await send({ message: { token, notification: { title: 'Hi' } } });
    expect(after.status).toBe(404);
    expect(await errorCode(after)).toBe('UNREGISTERED');
  });

  it('answers the browser CORS preflight and refuses what the registration service refuses', async () => {
    const url = `${fcm.origin}/v1/projects/demo-voiceglow/registrations`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-goog-api-key,x-goog-firebase-installations-auth',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'x-goog-firebase-installations-auth',
    );
    const body = JSON.stringify({ web: subscription('https://push.example/x') });
    const noKey = await fetch(url, {
      method: 'POST',
      headers: { 'x-goog-firebase-installations-auth': 'FIS a' },
      body,
    });
    expect(noKey.status).toBe(403);
    const noInstallation = await fetch(url, {
      method: 'POST',
      headers: { 'x-goog-api-key': 'k' },
      body,
    });
    expect(noInstallation.status).toBe(401);
    const badKeys = await fetch(url, {
      method: 'POST',
      headers: FIREBASE_HEADERS,
      body: JSON.stringify({ web: { ...subscription('https://push.example/x'), auth: 'short' } }),
    });
    expect(badKeys.status).toBe(400);
    expect(((await badKeys.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
    const garbage = await fetch(url, { method: 'POST', headers: FIREBASE_HEADERS, body: '{' });
    expect(garbage.status).toBe(400);
    expect(fcm.registered().some((r) => r.web.endpoint === 'https://push.example/x')).toBe(false);
  });

  it('keeps issued tokens across a restart when given a file', async () => {
    const token = await register('https://push.example/kept');
    const again = await startFcm({ host: '127.0.0.1', port: 0, file });
    try {
      expect((await send({ message: { token } }, 'Bearer t', again.origin)).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('local FCM HTTP v1 send API', () => {
  it('accepts a web push to an issued token, names it as FCM does and lists it on its page', async () => {
    const token = await register('https://push.example/device-1');
    const response = await send({
      message: {
        token,
        notification: { title: 'Chat request', body: 'Ana wants to talk' },
        webpush: { fcm_options: { link: 'http://127.0.0.1:5000/app/eu/agents/a/convos' } },
        data: { convoId: 'c1' },
      },
    });
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    expect(name).toMatch(/^projects\/demo-voiceglow\/messages\/[\w-]+$/);
    expect(fcm.pushed().at(-1)).toMatchObject({ name, message: { token } });
    const page = await (await fetch(`${fcm.origin}/`)).text();
    expect(page).toContain('Chat request');
    expect(page).toContain('Ana wants to talk');
  });

  it('refuses what FCM refuses, with its error body', async () => {
    const noAuth = await send({ message: { token: 't' } }, '');
    expect(noAuth.status).toBe(401);
    expect(((await noAuth.json()) as { error: { status: string } }).error.status).toBe(
      'UNAUTHENTICATED',
    );
    const twoTargets = await send({ message: { token: 't', topic: 'news' } });
    expect(twoTargets.status).toBe(400);
    const numberData = await send({ message: { token: 't', data: { n: 1 } } });
    expect(numberData.status).toBe(400);
    expect(fcm.pushed().some((p) => p.message.token === 't')).toBe(false);
  });

  it('answers UNREGISTERED for a token it never issued', async () => {
    const response = await send({ message: { token: 'made-up-token', notification: {} } });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('UNREGISTERED');
  });

  it('answers UNREGISTERED for a token a tester unregistered on the page', async () => {
    const token = await register('https://push.example/gone');
    await fetch(`${fcm.origin}/unregister`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    });
    const response = await send({ message: { token, notification: {} } });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('UNREGISTERED');
    const page = await (await fetch(`${fcm.origin}/`)).text();
    expect(page).toContain('Unregistered tokens');
  });
});
