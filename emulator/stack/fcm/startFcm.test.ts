import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFcm, type LocalFcm } from './startFcm';

let fcm: LocalFcm;
beforeAll(async () => {
  fcm = await startFcm({ host: '127.0.0.1', port: 0 });
});
afterAll(() => fcm.close());

const send = (body: unknown, auth = 'Bearer local-token') =>
  fetch(`${fcm.origin}/v1/projects/demo-voiceglow/messages:send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });

describe('local FCM HTTP v1 stand-in', () => {
  it('accepts a web push to a token, names it as FCM does and lists it on its page', async () => {
    const response = await send({
      message: {
        token: 'device-1',
        notification: { title: 'Chat request', body: 'Ana wants to talk' },
        webpush: { fcm_options: { link: 'http://127.0.0.1:5000/app/eu/agents/a/convos' } },
        data: { convoId: 'c1' },
      },
    });
    expect(response.status).toBe(200);
    const { name } = (await response.json()) as { name: string };
    expect(name).toMatch(/^projects\/demo-voiceglow\/messages\/[\w-]+$/);
    expect(fcm.pushed().at(-1)).toMatchObject({ name, message: { token: 'device-1' } });
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

  it('answers UNREGISTERED for a token a tester unregistered on the page', async () => {
    await fetch(`${fcm.origin}/unregister`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=gone-device',
      redirect: 'manual',
    });
    const response = await send({ message: { token: 'gone-device', notification: {} } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { details: { errorCode: string }[] } };
    expect(body.error.details[0]?.errorCode).toBe('UNREGISTERED');
  });
});
