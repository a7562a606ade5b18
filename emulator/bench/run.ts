/**
 * `npm run bench -w emulator`: starts the emulator as its own process and
 * prints single-document commits per second (firebase-admin), query latency
 * over 10,000 documents, vector search (findNearest) over 10,000 documents of
 * 384-dimension embeddings, and the time for one write to reach 500 listeners.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';

const here = dirname(fileURLToPath(import.meta.url));

async function startEmulatorProcess(): Promise<{ address: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, '..', 'src', 'cli.ts'), '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /FIRESTORE_EMULATOR_HOST=(\S+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.on('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
  });
  return { address, stop: () => child.kill('SIGTERM') };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
}

async function commitsPerSecond(db: Firestore, total: number, inFlight: number): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const i = next++;
        await db.doc(`bench-commits/d${i}`).set({ i, at: Date.now(), text: 'payload' });
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

async function seed(db: Firestore, count: number): Promise<void> {
  for (let i = 0; i < count; i += 500) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 500); j++) {
      batch.set(db.doc(`bench-query/d${String(j).padStart(5, '0')}`), {
        n: j,
        group: j % 10,
        tag: `t${j % 100}`,
      });
    }
    await batch.commit();
  }
}

/** Chunk embeddings as the knowledge base stores them: 384 dimensions, half of them `faq`. */
async function seedEmbeddings(db: Firestore, count: number, dim: number): Promise<void> {
  let s = 1;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31), s / 2 ** 31 - 0.5);
  for (let i = 0; i < count; i += 250) {
    const batch = db.batch();
    for (let j = i; j < Math.min(count, i + 250); j++) {
      batch.set(db.doc(`bench-kb/c${String(j).padStart(5, '0')}`), {
        kind: j % 2 === 0 ? 'faq' : 'page',
        embedding: FieldValue.vector(Array.from({ length: dim }, next)),
      });
    }
    await batch.commit();
  }
}

async function latency(label: string, run: () => Promise<unknown>, times = 30): Promise<void> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(48)} median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );
}

/** 500 listeners on one document; each round times one write until every listener has seen it. */
async function fanOut(db: Firestore, listeners: number, rounds: number): Promise<number[]> {
  const ref = db.doc('bench-fanout/target');
  await ref.set({ v: 0 });
  const expecting = { v: 0, reached: 0, done: () => undefined as void };
  let ready = 0;
  let allReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((r) => (allReady = r));
  const stops = Array.from({ length: listeners }, () => {
    let seen = false;
    return ref.onSnapshot((snap) => {
      if (!seen) {
        seen = true;
        if (++ready === listeners) allReady();
      } else if (snap.get('v') === expecting.v && ++expecting.reached === listeners)
        expecting.done();
    });
  });
  await readyPromise;
  const times: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const reachedAll = new Promise<void>((r) =>
      Object.assign(expecting, { v: round, reached: 0, done: r }),
    );
    const started = performance.now();
    await ref.set({ v: round });
    await reachedAll;
    times.push(performance.now() - started);
  }
  stops.forEach((s) => s());
  return times;
}

async function main(): Promise<void> {
  const emulator = await startEmulatorProcess();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  const app = initializeApp({ projectId: 'demo-bench' }, 'bench');
  const db = getFirestore(app);
  try {
    console.log(`Firestore emulator benchmark (${emulator.address})`);
    await commitsPerSecond(db, 500, 32);
    const seq = await commitsPerSecond(db, 1000, 1);
    const par = await commitsPerSecond(db, 5000, 64);
    console.log(`Single-document commits (firebase-admin set):`);
    console.log(`  one at a time                                    ${seq.toFixed(0)} commits/s`);
    console.log(`  64 in flight                                     ${par.toFixed(0)} commits/s`);

    await seed(db, 10_000);
    const q = db.collection('bench-query');
    console.log('Queries on 10,000 documents:');
    await latency('equality + orderBy + limit 20', () =>
      q.where('group', '==', 3).orderBy('n', 'desc').limit(20).get(),
    );
    await latency('range n in [5000, 5100)', () =>
      q.where('n', '>=', 5000).where('n', '<', 5100).get(),
    );
    await latency('in (3 tags), limit 50', () =>
      q.where('tag', 'in', ['t1', 't2', 't3']).limit(50).get(),
    );
    await latency('count() over the whole collection', () => q.count().get());
    await latency('full read of 1,000 (group == 7)', () => q.where('group', '==', 7).get(), 10);

    const DIM = 384;
    await seedEmbeddings(db, 10_000, DIM);
    const kb = db.collection('bench-kb');
    const probe = Array.from({ length: DIM }, (_, i) => Math.sin(i));
    console.log(`Vector search on 10,000 documents of ${DIM} dimensions:`);
    await latency('findNearest COSINE, kind == faq, limit 10', () =>
      kb
        .where('kind', '==', 'faq')
        .findNearest({
          vectorField: 'embedding',
          queryVector: probe,
          limit: 10,
          distanceMeasure: 'COSINE',
        })
        .get(),
    );
    await latency('findNearest EUCLIDEAN, no filter, limit 10', () =>
      kb
        .findNearest({
          vectorField: 'embedding',
          queryVector: probe,
          limit: 10,
          distanceMeasure: 'EUCLIDEAN',
        })
        .get(),
    );

    const times = await fanOut(db, 500, 5);
    console.log(
      `Fan-out: one write reached 500 listeners in ${times.map((t) => t.toFixed(1)).join(', ')} ms (5 writes)`,
    );
  } finally {
    await db.terminate();
    await deleteApp(app);
    emulator.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
