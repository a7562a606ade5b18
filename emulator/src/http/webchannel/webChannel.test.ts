/**
 * The WebChannel protocol on the wire, as closure's WebChannelBase drives it:
 * handshake, streaming and long-polling back channels, forward channel acks,
 * duplicate suppression, terminate, unknown sessions, and the Listen and
 * Write RPCs behind them, against the emulator started in-process.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../server';

const PROJECT = 'demo-webchannel';
const DB = `projects/${PROJECT}/databases/(default)`;
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  base = `http://127.0.0.1:${emulator.port}`;
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await putRules('match /{doc=**} { allow read, write: if true; }');
});

function putRules(body: string): Promise<Response> {
  const content = `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    ${body}\n  }\n}`;
  return fetch(`${base}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content }] } }),
  });
}

function channelUrl(rpc: 'Listen' | 'Write', params: Record<string, string | number>): string {
  const query = new URLSearchParams({ VER: '8', database: DB });
  for (const [k, v] of Object.entries(params)) query.set(k, String(v));
  return `${base}/google.firestore.v1.Firestore/${rpc}/channel?${query}`;
}

function formBody(ofs: number, messages: unknown[], headers?: Record<string, string>): string {
  const parts = [`count=${messages.length}`, `ofs=${ofs}`];
  messages.forEach((m, i) =>
    parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`),
  );
  if (headers) {
    const block = Object.entries(headers)
      .map(([k, v]) => `${k}:${v}\r\n`)
      .join('');
    parts.unshift(`headers=${encodeURIComponent(block)}`);
  }
  return parts.join('&');
}

/** Splits `<length>\n<json>` chunks as ChannelRequest.getNextChunk_ does. */
function parseChunks(text: string): { chunks: unknown[]; rest: string } {
  const chunks: unknown[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) break;
    const size = Number(text.slice(start, nl));
    if (nl + 1 + size > text.length) break;
    chunks.push(JSON.parse(text.slice(nl + 1, nl + 1 + size)));
    start = nl + 1 + size;
  }
  return { chunks, rest: text.slice(start) };
}

type ServerArray = [number, unknown[]];

async function open(rpc: 'Listen' | 'Write', first: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(
    channelUrl(rpc, { RID: 1000, CVER: 22, 'X-HTTP-Session-Id': 'gsessionid', t: 1 }),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody(0, [first], headers),
    },
  );
  const text = await res.text();
  const [arrays] = parseChunks(text).chunks as ServerArray[][];
  const handshake = arrays![0]!;
  return { status: res.status, res, handshake, sid: handshake[1][1] as string };
}

/** A streaming back channel (CI=0) read incrementally. */
function streamBack(rpc: 'Listen' | 'Write', sid: string, aid = 0) {
  const arrays: ServerArray[] = [];
  let buffer = '';
  const waiters: (() => void)[] = [];
  const req = request(
    channelUrl(rpc, { RID: 'rpc', SID: sid, AID: aid, CI: 0, TYPE: 'xmlhttp' }),
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        const parsed = parseChunks(buffer + text);
        buffer = parsed.rest;
        for (const chunk of parsed.chunks) arrays.push(...(chunk as ServerArray[]));
        waiters.splice(0).forEach((w) => w());
      });
    },
  );
  req.on('error', () => undefined);
  req.end();
  const payloads = () => arrays.map((a) => a[1][0]).filter((p) => p !== 'noop');
  return {
    arrays,
    payloads,
    async until(predicate: (payloads: unknown[]) => boolean, ms = 5000): Promise<unknown[]> {
      const deadline = Date.now() + ms;
      while (!predicate(payloads())) {
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(payloads())}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return payloads();
    },
    close: () => req.destroy(),
  };
}

async function forward(
  rpc: 'Listen' | 'Write',
  sid: string,
  ofs: number,
  messages: unknown[],
  aid = 0,
) {
  const res = await fetch(channelUrl(rpc, { SID: sid, RID: 1001 + ofs, AID: aid }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: formBody(ofs, messages),
  });
  return { status: res.status, chunks: parseChunks(await res.text()).chunks };
}

const docTarget = (targetId: number, path: string) => ({
  database: DB,
  addTarget: { targetId, documents: { documents: [`${DB}/documents/${path}`] } },
});

async function restCommit(path: string, fields: Record<string, unknown>) {
  const res = await fetch(`${base}/v1/${DB}/documents:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ writes: [{ update: { name: `${DB}/documents/${path}`, fields } }] }),
  });
  expect(res.status).toBe(200);
}

const isGlobalSnapshot = (p: unknown) => {
  const change = (p as { targetChange?: { targetIds?: unknown[]; readTime?: string } })
    .targetChange;
  return !!change && !change.targetIds && typeof change.readTime === 'string';
};

describe('WebChannel handshake and sessions', () => {
  it('opens a session with the "c" array and the HTTP session header', async () => {
    const { status, res, handshake, sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    expect(status).toBe(200);
    expect(handshake).toEqual([0, ['c', sid, '', 8, 14]]);
    expect(sid.length).toBeGreaterThan(8);
    expect(res.headers.get('x-http-session-id')).toBeTruthy();
  });

  it('answers requests for an unknown session with 400 Unknown SID', async () => {
    const res = await fetch(
      channelUrl('Listen', { RID: 'rpc', SID: 'nope', AID: 0, CI: 0, TYPE: 'xmlhttp' }),
    );
    expect(res.status).toBe(400);
    expect((await res.text()).indexOf('Unknown SID')).toBeGreaterThan(0);
  });

  it('answers a malformed forward body with 400, keeping the session', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    const res = await fetch(channelUrl('Listen', { SID: sid, RID: 1001, AID: 0 }), {
      method: 'POST',
      body: 'count=1&ofs=1&req0___data__=%7Bnot-json',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Bad forward channel body/);
    expect((await forward('Listen', sid, 1, [{ removeTarget: 2 }])).status).toBe(200);
  });

  it('ends a session on TYPE=terminate', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    const res = await fetch(channelUrl('Listen', { SID: sid, RID: 1005, TYPE: 'terminate' }), {
      method: 'POST',
      body: '',
    });
    expect(res.status).toBe(200);
    expect((await forward('Listen', sid, 1, [{ removeTarget: 2 }])).status).toBe(400);
  });
});

describe('WebChannel Listen', () => {
  it('streams a noop at once, then the initial snapshot and live changes', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    const back = streamBack('Listen', sid);
    try {
      const payloads = await back.until((p) => p.some(isGlobalSnapshot));
      expect(payloads[0]).toMatchObject({
        targetChange: { targetChangeType: 'ADD', targetIds: [2] },
      });
      expect(payloads).toContainEqual(
        expect.objectContaining({
          targetChange: expect.objectContaining({ targetChangeType: 'CURRENT', targetIds: [2] }),
        }),
      );

      await restCommit('rooms/r1', { title: { stringValue: 'héllo ✓ 😀' } });
      const later = await back.until((p) =>
        p.some((x) => (x as { documentChange?: unknown }).documentChange),
      );
      const change = later.find((x) => (x as { documentChange?: unknown }).documentChange) as {
        documentChange: { document: { fields: unknown }; targetIds: number[] };
      };
      expect(change.documentChange.document.fields).toEqual({
        title: { stringValue: 'héllo ✓ 😀' },
      });
      expect(change.documentChange.targetIds).toEqual([2]);
      // Array ids rise by one from the handshake's 0.
      const ids = back.arrays.filter((a) => a[1][0] !== 'noop').map((a) => a[0]);
      expect(ids).toEqual(ids.map((_, i) => i + 1));
    } finally {
      back.close();
    }
  });

  it('sends a noop first on a streaming back channel with nothing to say', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    await streamBack('Listen', sid)
      .until((p) => p.some(isGlobalSnapshot))
      .then(() => undefined);
    const idle = streamBack('Listen', sid, 1000);
    try {
      const deadline = Date.now() + 2000;
      while (idle.arrays.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      expect(idle.arrays[0]![1]).toEqual(['noop']);
    } finally {
      idle.close();
    }
  });

  it('acknowledges forward messages with [1, last array id, outstanding bytes] and drops resent ones', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    const back = streamBack('Listen', sid);
    try {
      await back.until((p) => p.some(isGlobalSnapshot));
      const lastId = back.arrays.at(-1)![0];
      const ack = await forward('Listen', sid, 1, [{ removeTarget: 2 }], lastId);
      expect(ack.status).toBe(200);
      const [answer] = ack.chunks as [number, number, number][];
      expect(answer![0]).toBe(1);
      expect(answer![1]).toBeGreaterThanOrEqual(lastId);
      expect(typeof answer![2]).toBe('number');
      await back.until((p) =>
        p.some(
          (x) =>
            (x as { targetChange?: { targetChangeType?: string } }).targetChange
              ?.targetChangeType === 'REMOVE',
        ),
      );
      // The same map id again (a retry) must not reach the RPC twice.
      await forward('Listen', sid, 1, [{ removeTarget: 2 }], lastId);
      await forward('Listen', sid, 2, [docTarget(4, 'rooms/r2')], lastId);
      const all = await back.until((p) =>
        p.some((x) => JSON.stringify(x).includes('"targetIds":[4]')),
      );
      const removes = all.filter(
        (x) =>
          (x as { targetChange?: { targetChangeType?: string } }).targetChange?.targetChangeType ===
          'REMOVE',
      );
      expect(removes).toHaveLength(1);
    } finally {
      back.close();
    }
  });

  it('serves long polling: answers what is ready and ends, or waits for data', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    let aid = 0;
    const seen: unknown[] = [];
    while (!seen.some(isGlobalSnapshot)) {
      const res = await fetch(
        channelUrl('Listen', { RID: 'rpc', SID: sid, AID: aid, CI: 1, TYPE: 'xmlhttp' }),
      );
      const [arrays] = parseChunks(await res.text()).chunks as ServerArray[][];
      for (const [id, payload] of arrays!) {
        aid = id;
        if (payload[0] !== 'noop') seen.push(payload[0]);
      }
    }
    const pending = fetch(
      channelUrl('Listen', { RID: 'rpc', SID: sid, AID: aid, CI: 1, TYPE: 'xmlhttp' }),
    ).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 100));
    await restCommit('rooms/r1', { n: { integerValue: '7' } });
    const [arrays] = parseChunks(await pending).chunks as ServerArray[][];
    expect(arrays!.map((a) => a[0])).toEqual(arrays!.map((_, i) => aid + 1 + i));
    expect(JSON.stringify(arrays)).toContain('"integerValue":"7"');
  });

  it('resends arrays a broken back channel did not acknowledge', async () => {
    const { sid } = await open('Listen', docTarget(2, 'rooms/r1'));
    const first = streamBack('Listen', sid);
    await first.until((p) => p.some(isGlobalSnapshot));
    first.close();
    const again = streamBack('Listen', sid, 0);
    try {
      const payloads = await again.until((p) => p.some(isGlobalSnapshot));
      expect(payloads[0]).toMatchObject({ targetChange: { targetChangeType: 'ADD' } });
    } finally {
      again.close();
    }
  });

  it('reads the caller from the handshake headers and reports stream errors in-band', async () => {
    await putRules('match /private/{id} { allow read: if request.auth != null; }');
    const owner = await open('Listen', docTarget(2, 'private/p1'), {
      Authorization: 'Bearer owner',
    });
    const ownerBack = streamBack('Listen', owner.sid);
    const visitor = await open('Listen', docTarget(2, 'private/p1'));
    const visitorBack = streamBack('Listen', visitor.sid);
    const bad = await open('Listen', { database: DB, addTarget: { targetId: 'x' } });
    const badBack = streamBack('Listen', bad.sid);
    try {
      await ownerBack.until((p) => p.some(isGlobalSnapshot));
      const denied = await visitorBack.until((p) =>
        p.some(
          (x) => (x as { targetChange?: { cause?: unknown } }).targetChange?.cause !== undefined,
        ),
      );
      expect(denied).toContainEqual({
        targetChange: expect.objectContaining({
          targetChangeType: 'REMOVE',
          cause: expect.objectContaining({ code: 7 }),
        }),
      });
      const [error] = await badBack.until((p) => p.length > 0);
      expect(error).toMatchObject({ error: { code: 3, status: 'INVALID_ARGUMENT' } });
    } finally {
      ownerBack.close();
      visitorBack.close();
      badBack.close();
    }
  });
});

describe('WebChannel Write', () => {
  it('answers the handshake with a stream token, then each commit in order', async () => {
    const { sid } = await open('Write', { database: DB });
    const back = streamBack('Write', sid);
    try {
      const [hello] = await back.until((p) => p.length >= 1);
      expect(hello).toEqual({ streamId: expect.any(String), streamToken: expect.any(String) });
      const token = (hello as { streamToken: string }).streamToken;
      const write = (id: string, n: number) => ({
        streamToken: token,
        writes: [
          {
            update: { name: `${DB}/documents/w/${id}`, fields: { n: { integerValue: String(n) } } },
          },
        ],
      });
      await forward('Write', sid, 1, [write('a', 1), write('b', 2)]);
      const payloads = await back.until((p) => p.length >= 3);
      for (const res of payloads.slice(1)) {
        expect(res).toMatchObject({
          streamToken: expect.any(String),
          commitTime: expect.stringMatching(/Z$/),
          writeResults: [{ updateTime: expect.stringMatching(/Z$/) }],
        });
      }
      const read = await fetch(`${base}/v1/${DB}/documents/w/b`);
      expect(((await read.json()) as { fields: unknown }).fields).toEqual({
        n: { integerValue: '2' },
      });
    } finally {
      back.close();
    }
  });

  it('ends the stream with the error of a failed commit', async () => {
    await putRules('match /w/{id} { allow write: if request.auth != null; }');
    const { sid } = await open('Write', { database: DB });
    const back = streamBack('Write', sid);
    try {
      await back.until((p) => p.length >= 1);
      await forward('Write', sid, 1, [
        { writes: [{ update: { name: `${DB}/documents/w/a`, fields: {} } }] },
        { writes: [{ update: { name: `${DB}/documents/w/b`, fields: {} } }] },
      ]);
      const payloads = await back.until((p) => p.length >= 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(back.payloads()).toHaveLength(2);
      expect(payloads[1]).toMatchObject({ error: { code: 7, status: 'PERMISSION_DENIED' } });
      expect((payloads[1] as { error: { message: string } }).error.message).toMatch(
        /PERMISSION_DENIED/,
      );
    } finally {
      back.close();
    }
  });
});
