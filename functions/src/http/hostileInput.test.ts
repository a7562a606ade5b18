import { beforeAll, describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { useApiHarness } from '../testing/useApiHarness';
import { seedAgent, seedConversation } from '../testing/seed';
import { dbFor } from '../firestore';
import { uploadFileCallable } from '../chat/handlers/uploadFile';
import type { Endpoint } from './endpoint';
import { MAX_JSON_BODY_BYTES } from './readJsonBody';
import { endpoints } from './routes';

/**
 * Hostile input against every endpoint of routes.ts (new endpoints are
 * covered as soon as they are listed): malformed and non-object JSON,
 * wrong types, oversized bodies and queries, long strings, traversal ids,
 * another visitor's conversation, the wrong method. Each must answer a 4xx
 * JSON error `{ error: { code, message } }` whose message is a sentence a
 * person can act on, write nothing, and leave the API answering.
 */

const { api, visitor, owner } = useApiHarness();

interface Answer {
  status: number;
  type: string;
  body: { error?: { code?: unknown; message?: unknown } } & Record<string, unknown>;
}

let address = 0;

async function send(
  method: string,
  path: string,
  init: { body?: string; token?: string } = {},
): Promise<Answer> {
  address++;
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      // Each case from its own address, so the suite measures input checks, not the address limit.
      'x-forwarded-for': `10.66.${Math.floor(address / 250)}.${address % 250}`,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { unreadable: text.slice(0, 200) };
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

/** A refusal as the rules ask: 4xx, JSON, a code and a sentence that says what to do. */
function expectRefusal(answer: Answer, what: string): void {
  expect(
    answer.status,
    `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.type, what).toContain('application/json');
  expect(typeof answer.body.error?.code, what).toBe('string');
  const message = String(answer.body.error?.message ?? '');
  expect(message.length, `${what}: ${message}`).toBeGreaterThan(15);
  expect(message, what).not.toMatch(/Something failed on our side/);
}

/** Everything a hostile request could touch: the agents, conversations and workspaces of both regions. */
async function snapshot(agentId: string): Promise<string> {
  const db = dbFor('eu');
  const parts = await Promise.all([
    db.doc(`voiceglow/${agentId}`).get(),
    db.collection(`voiceglow/${agentId}/convos`).get(),
    db.doc(`users/${owner.uid}`).get(),
    db.collection(`users/${owner.uid}/creditLogs`).get(),
  ]);
  return JSON.stringify(
    parts.map((part) =>
      'docs' in part ? part.docs.map((doc) => [doc.id, doc.data()]) : (part.data() ?? null),
    ),
  );
}

/** The endpoint's path with its parameters set (`:agentId` the agent, `:userId` someone else's chat). */
function fill(
  endpoint: Endpoint,
  ids: Record<string, string>,
  override: Record<string, string> = {},
) {
  return `/api/eu${endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(override[name] ?? ids[name] ?? 'some-id'),
  )}`;
}

const TRAVERSAL_IDS = ['a/../b', '../../users/x', '__name__', 'x'.repeat(201), 'a b'];

describe('hostile input against every route of routes.ts', () => {
  let agentId = '';
  let ids: Record<string, string> = {};
  let before = '';
  beforeAll(async () => {
    agentId = await seedAgent('eu', owner.uid);
    await dbFor('eu').doc(`users/${owner.uid}`).set({ uid: owner.uid, loadTokens: 100 });
    // Another visitor's conversation: the ids a hostile visitor would try.
    const theirs = await seedConversation('eu', agentId, 'another-visitor-uid');
    ids = { agentId, userId: theirs, sessionId: 'session-1' };
    before = await snapshot(agentId);
  });

  it('covers every route', () => {
    expect(endpoints.length).toBeGreaterThan(10);
  });

  // One test per route: each new route adds its own cases and its own time.
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses each hostile request with a clear 4xx JSON error',
    async (name, endpoint) => {
      const path = fill(endpoint, ids);
      const theirs = ids.userId ?? '';
      // Ids that are not ids: never a lookup, a 400 naming the parameter.
      for (const param of endpoint.path.match(/:(\w+)/g) ?? []) {
        for (const bad of TRAVERSAL_IDS) {
          const answer = await send(
            endpoint.method,
            fill(endpoint, ids, { [param.slice(1)]: bad }),
            {
              token: visitor.idToken,
              ...(endpoint.method === 'POST' ? { body: '{}' } : {}),
            },
          );
          expectRefusal(answer, `${name} with ${param}=${bad.slice(0, 20)}`);
          expect(answer.body.error?.code).toBe('invalid-id');
        }
      }
      // A method the route does not have.
      const wrong = endpoint.method === 'GET' ? 'PUT' : 'PATCH';
      expectRefusal(
        await send(wrong, path, { token: visitor.idToken }),
        `${wrong} ${endpoint.path}`,
      );
      // A 60 KB address, and a long query value.
      expectRefusal(
        await send(endpoint.method, `${path}?q=${'x'.repeat(60_000)}`),
        `${name} 60 KB query`,
      );
      expectRefusal(
        await send(endpoint.method, `${path}?q=${'x'.repeat(600)}`),
        `${name} long query`,
      );
      if (endpoint.method !== 'POST' || endpoint.body === 'raw') return;
      const bodies: [string, string][] = [
        ['malformed JSON', '{"a":'],
        ['bare null', 'null'],
        ['an array', '[{"rating":5}]'],
        ['a number', '42'],
        ['wrong types', JSON.stringify(wrongTypes())],
        ['unknown keys with long strings', JSON.stringify({ zz: 'x'.repeat(100_000), $where: 1 })],
        [
          'oversized',
          JSON.stringify({ pad: 'x'.repeat((endpoint.maxBodyBytes ?? MAX_JSON_BODY_BYTES) + 10) }),
        ],
        ['another visitor’s conversation', JSON.stringify(plausibleBody(theirs))],
      ];
      for (const [what, body] of bodies) {
        expectRefusal(
          await send('POST', path, { token: visitor.idToken, body }),
          `${name}: ${what}`,
        );
      }
      // Without a sign-in, where one is needed, a 401 in the same shape.
      const anonymous = await send('POST', path, { body: JSON.stringify(plausibleBody(theirs)) });
      expectRefusal(anonymous, `${name} without a token`);
    },
  );

  it('wrote nothing through any of them, and the API still answers', async () => {
    expect(await snapshot(agentId)).toBe(before);
    const alive = await send('GET', '/api/eu/utils/ip');
    expect(alive.status).toBe(200);
  });

  it('refuses hostile uploadFile calls with a clear error, storing nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const call = (data: unknown) =>
      uploadFileCallable({
        data,
        auth: { uid: visitor.uid, token: {} },
      } as unknown as CallableRequest<unknown>);
    const good = { agentId, userId: 'u1', base64Payload: 'aGVsbG8=', targetPath: 'uploads' };
    for (const data of [
      null,
      [],
      'x',
      { ...good, agentId: '../../users/x' },
      { ...good, agentId: { $gt: '' } },
      { ...good, targetPath: '../../etc' },
      { ...good, targetPath: 'a/../../b' },
      { ...good, base64Payload: '<script>' },
      { ...good, base64Payload: 12 },
      { ...good, filename: 'x'.repeat(300) },
    ]) {
      await expect(call(data), JSON.stringify(data).slice(0, 80)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/^Invalid upload: .{10,}/),
      });
    }
  });
});

/** A value of the wrong type for every field an endpoint might read. */
function wrongTypes(): Record<string, unknown> {
  const wrong: Record<string, unknown> = {};
  for (const key of [
    'rating',
    'convo_id',
    'request',
    'timeout',
    'action',
    'consume',
    'upload',
    'logData',
    'emailForm',
    'base64Audio',
    'session',
    'vg_id',
    'agencyId',
    'customDomain',
  ]) {
    wrong[key] = { $ne: null, nested: [[[]]] };
  }
  return wrong;
}

/** A body that would pass the checks, aimed at another visitor's conversation. */
function plausibleBody(convoId: string): Record<string, unknown> {
  return { rating: 5, timestamp: 1, convo_id: convoId, request: true };
}
