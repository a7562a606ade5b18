/** The Listen protocol as the SDKs rely on it, message by message, on the real engine. */
import { beforeEach, describe, expect, it } from 'vitest';
import { FirestoreEngine } from '../FirestoreEngine';
import type { ListenResponse } from '../types';

const DB = 'projects/p/databases/(default)';
const owner = { kind: 'owner' as const };
let engine: FirestoreEngine;
let sent: ListenResponse[];

const put = (path: string, n: number) =>
  engine.commit(
    DB,
    {
      writes: [
        { update: { name: `${DB}/documents/${path}`, fields: { n: { integerValue: String(n) } } } },
      ],
    },
    owner,
  );

/** Compact form: `ADD[2]`, `doc a [2]`, `CURRENT[2]`, `global`, ... */
function summary(msgs: ListenResponse[]): string[] {
  return msgs.map((m) => {
    if (m.targetChange) {
      const t = m.targetChange;
      if (t.targetIds.length === 0) return `global${t.readTime ? '' : ' (no readTime)'}`;
      return `${t.targetChangeType}[${t.targetIds.join(',')}]${t.cause ? ` cause ${t.cause.code}` : ''}`;
    }
    if (m.documentChange) {
      const d = m.documentChange;
      return `doc ${d.document.name.split('/').pop()} [${d.targetIds.join(',')}]`;
    }
    if (m.documentDelete)
      return `delete ${m.documentDelete.document.split('/').pop()} [${m.documentDelete.removedTargetIds.join(',')}]`;
    if (m.documentRemove)
      return `remove ${m.documentRemove.document.split('/').pop()} [${m.documentRemove.removedTargetIds.join(',')}]`;
    if (m.filter) return `filter[${m.filter.targetId}] ${m.filter.count}`;
    return JSON.stringify(m);
  });
}

beforeEach(() => {
  engine = new FirestoreEngine();
  sent = [];
});

const query = (extra: Record<string, unknown> = {}) => ({
  query: { parent: `${DB}/documents`, structuredQuery: { from: [{ collectionId: 'c' }] } },
  ...extra,
});

describe('listen stream', () => {
  it('acknowledges, sends initial results, CURRENT with a token, then a global snapshot', async () => {
    await put('c/a', 1);
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, ...query() });
    expect(summary(sent)).toEqual(['ADD[2]', 'doc a [2]', 'CURRENT[2]', 'global']);
    expect(sent[2]?.targetChange.resumeToken.length).toBeGreaterThan(0);
  });

  it('multiplexes query and document targets and sends deltas with one snapshot per commit', async () => {
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, ...query() });
    s.addTarget({ targetId: 4, documents: { documents: [`${DB}/documents/c/a`] } });
    sent = [];
    await put('c/a', 1);
    expect(summary(sent)).toEqual(['doc a [4]', 'doc a [2]', 'global']);
    sent = [];
    await engine.commit(DB, { writes: [{ delete: `${DB}/documents/c/a` }] }, owner);
    expect(summary(sent).sort()).toEqual(['delete a [2]', 'delete a [4]', 'global']);
  });

  it('snapshot read times only move forward', async () => {
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, ...query() });
    await put('c/a', 1);
    await put('c/b', 1);
    const times = sent
      .filter((m) => m.targetChange && m.targetChange.targetIds.length === 0)
      .map(
        (m) =>
          BigInt(m.targetChange.readTime.seconds) * 1_000_000_000n +
          BigInt(m.targetChange.readTime.nanos),
      );
    expect(times).toHaveLength(3);
    expect([...times].sort((a, b) => (a < b ? -1 : 1))).toEqual(times);
    expect(new Set(times).size).toBe(3);
  });

  it('answers a resumed target with the changes since its token and an existence filter', async () => {
    await put('c/a', 1);
    await put('c/b', 2);
    const first = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    first.addTarget({ targetId: 2, ...query() });
    const token = sent.find((m) => m.targetChange?.targetChangeType === 'CURRENT')?.targetChange
      .resumeToken as Buffer;
    first.close();
    await put('c/c', 3);
    await engine.commit(DB, { writes: [{ delete: `${DB}/documents/c/a` }] }, owner);
    sent = [];
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, resumeToken: token, ...query() });
    expect(summary(sent)).toEqual(['ADD[2]', 'doc c [2]', 'filter[2] 2', 'CURRENT[2]', 'global']);
  });

  it('answers a token it did not issue with RESET and the full current results', async () => {
    await put('c/a', 1);
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, resumeToken: Buffer.from('not-ours'.repeat(2)), ...query() });
    expect(summary(sent)).toEqual(['ADD[2]', 'RESET[2]', 'doc a [2]', 'CURRENT[2]', 'global']);
  });

  it('acknowledges removeTarget and stops delivering to it', async () => {
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, ...query() });
    s.removeTarget(2);
    expect(summary(sent).slice(-1)).toEqual(['REMOVE[2]']);
    sent = [];
    await put('c/a', 1);
    expect(sent).toEqual([]);
  });

  it('removes an invalid target with a cause and keeps the stream usable', async () => {
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({
      targetId: 2,
      query: { parent: `${DB}/documents`, structuredQuery: { from: [] } },
    });
    expect(summary(sent)).toEqual(['REMOVE[2] cause 3']);
    s.addTarget({ targetId: 4, ...query() });
    expect(summary(sent).slice(1)).toEqual(['ADD[4]', 'CURRENT[4]', 'global']);
  });

  it('sends nothing after close', async () => {
    const s = engine.listen(
      DB,
      owner,
      (m) => sent.push(m),
      () => undefined,
    );
    s.addTarget({ targetId: 2, ...query() });
    s.close();
    sent = [];
    await put('c/a', 1);
    expect(sent).toEqual([]);
  });
});
