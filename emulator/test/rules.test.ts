/**
 * Rules enforcement through @firebase/rules-unit-testing: every read and
 * write of a non-owner passes the project's rules, including listener targets.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setLogLevel,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/server';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    // Profiles: owners write their own; anyone signed in reads.
    match /profiles/{uid} {
      allow read: if signedIn();
      allow create: if request.auth.uid == uid && request.resource.data.createdAt == request.time;
      allow update: if request.auth.uid == uid && request.resource.data.name is string;
      allow delete: if false;
    }
    // Posts are listed only by their author (queries must filter on it).
    match /posts/{id} {
      allow get: if signedIn();
      allow list: if resource.data.author == request.auth.uid;
      allow create: if request.resource.data.author == request.auth.uid;
    }
    // A team document may only be created together with its first member (getAfter).
    match /teams/{team} {
      allow create: if existsAfter(/databases/$(database)/documents/teams/$(team)/members/$(request.auth.uid));
      allow read: if exists(/databases/$(database)/documents/teams/$(team)/members/$(request.auth.uid));
      match /members/{uid} {
        allow create: if request.auth.uid == uid
          && getAfter(/databases/$(database)/documents/teams/$(team)).data.owner == uid;
      }
    }
    // Range and inequality filters prove rules on the fields they bound.
    match /scores/{id} {
      allow list: if resource.data.score > 10;
    }
    match /items/{id} {
      allow list: if resource.data.price >= 5 && resource.data.price < 10;
    }
    match /tasks/{id} {
      allow list: if resource.data.state != 'draft';
    }
    match /tickets/{id} {
      allow list: if !(resource.data.state in ['draft', 'deleted']);
    }
    match /{path=**}/comments/{id} {
      allow read: if request.auth.token.admin == true;
    }
  }
}`;

let emulator: RunningEmulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denied writes are expected here; the SDK would log each one.
  setLogLevel('silent');
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  env = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: { host: '127.0.0.1', port: emulator.port, rules: RULES },
  });
});
afterAll(async () => {
  await env.cleanup();
  await emulator.close();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const alice = () => env.authenticatedContext('alice').firestore();
const bob = () => env.authenticatedContext('bob').firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe('document reads and writes', () => {
  it('allows reads only to signed-in users', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'profiles/alice'), { name: 'A' }),
    );
    await assertSucceeds(getDoc(doc(bob(), 'profiles/alice')));
    await assertFails(getDoc(doc(visitor(), 'profiles/alice')));
  });

  it('checks request.resource and request.time on create', async () => {
    await assertSucceeds(
      setDoc(doc(alice(), 'profiles/alice'), { name: 'A', createdAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(bob(), 'profiles/alice2'), { name: 'B', createdAt: serverTimestamp() }),
    );
    const carol = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(carol, 'profiles/carol'), { name: 'C', createdAt: new Date(0) }));
  });

  it('tells update from create and delete', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'profiles/alice'), { name: 'A' }),
    );
    await assertSucceeds(updateDoc(doc(alice(), 'profiles/alice'), { name: 'B' }));
    await assertFails(updateDoc(doc(alice(), 'profiles/alice'), { name: 5 }));
    await assertFails(deleteDoc(doc(alice(), 'profiles/alice')));
  });

  it('answers PERMISSION_DENIED with the rules location in the message', async () => {
    const err = (await assertFails(getDoc(doc(visitor(), 'profiles/x')))) as {
      code: string;
      message: string;
    };
    expect(err.code).toBe('permission-denied');
    // The read goes over the Listen stream: the denial is the target's removal cause.
    expect(err.message).toMatch(/PERMISSION_DENIED: \n.* for 'get' @ L\d+/);
    const write = (await assertFails(setDoc(doc(visitor(), 'profiles/x'), { a: 1 }))) as {
      message: string;
    };
    // Over a gRPC status, grpc-js prints the status name itself before the details.
    expect(write.message).toMatch(/^7 PERMISSION_DENIED: \n.* for 'create' @ L\d+/);
  });
});

describe('queries', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'posts/p1'), { author: 'alice' });
      await setDoc(doc(ctx.firestore(), 'posts/p2'), { author: 'bob' });
    });
  });

  it('allows a list only when the query is constrained like the rule', async () => {
    const mine = await assertSucceeds(
      getDocs(query(collection(alice(), 'posts'), where('author', '==', 'alice'))),
    );
    expect(mine.docs.map((d) => d.id)).toEqual(['p1']);
    await assertFails(getDocs(collection(alice(), 'posts')));
    await assertFails(getCountFromServer(collection(alice(), 'posts')));
  });

  it('removes a denied listener target with an error', async () => {
    const error = await new Promise<{ code: string }>((resolve) => {
      onSnapshot(
        collection(alice(), 'posts'),
        () => undefined,
        (e) => resolve(e as { code: string }),
      );
    });
    expect(error.code).toBe('permission-denied');
  });

  it('applies collection group rules to collection group queries', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'posts/p1/comments/c1'), { t: 1 }),
    );
    const admin = env.authenticatedContext('root', { admin: true }).firestore();
    expect((await assertSucceeds(getDocs(collectionGroup(admin, 'comments')))).size).toBe(1);
    await assertFails(getDocs(collectionGroup(alice(), 'comments')));
  });
});

describe('queries with range and inequality filters', () => {
  const seed = (docs: Record<string, object>) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      for (const [path, data] of Object.entries(docs))
        await setDoc(doc(ctx.firestore(), path), data);
    });
  const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id).sort();

  it('allows a range filter that implies the rule, and denies weaker ones', async () => {
    await seed({
      'scores/low': { score: 3 },
      'scores/high': { score: 42 },
      'scores/mid': { score: 10.5 },
    });
    const scores = collection(alice(), 'scores');
    const high = await assertSucceeds(getDocs(query(scores, where('score', '>', 10))));
    expect(ids(high)).toEqual(['high', 'mid']);
    await assertSucceeds(getDocs(query(scores, where('score', '>=', 10.5))));
    await assertFails(getDocs(query(scores, where('score', '>=', 10))));
    await assertFails(getDocs(query(scores, where('score', '<', 100))));
    await assertFails(getDocs(scores));
  });

  it('combines a lower and an upper bound on one field', async () => {
    await seed({ 'items/a': { price: 4 }, 'items/b': { price: 7 }, 'items/c': { price: 12 } });
    const items = collection(alice(), 'items');
    const inRange = await assertSucceeds(
      getDocs(query(items, where('price', '>=', 5), where('price', '<', 10))),
    );
    expect(ids(inRange)).toEqual(['b']);
    await assertSucceeds(getDocs(query(items, where('price', '>', 6), where('price', '<=', 8))));
    await assertFails(getDocs(query(items, where('price', '>=', 5))));
    await assertFails(getDocs(query(items, where('price', '>=', 5), where('price', '<=', 10))));
  });

  it('proves != and not-in rules from != and not-in filters', async () => {
    await seed({ 'tasks/t1': { state: 'draft' }, 'tasks/t2': { state: 'live' } });
    const tasks = collection(alice(), 'tasks');
    const shown = await assertSucceeds(getDocs(query(tasks, where('state', '!=', 'draft'))));
    expect(ids(shown)).toEqual(['t2']);
    await assertSucceeds(getDocs(query(tasks, where('state', 'not-in', ['draft', 'deleted']))));
    await assertFails(getDocs(query(tasks, where('state', '!=', 'deleted'))));

    const tickets = collection(alice(), 'tickets');
    await assertSucceeds(getDocs(query(tickets, where('state', 'not-in', ['deleted', 'draft']))));
    await assertFails(getDocs(query(tickets, where('state', '!=', 'draft'))));
    await assertFails(getDocs(query(tickets, where('state', 'not-in', ['draft']))));
  });
});

describe('batches and getAfter', () => {
  it('judges each write against the state after the whole batch', async () => {
    const db = alice();
    const ok = writeBatch(db);
    ok.set(doc(db, 'teams/t1'), { owner: 'alice' });
    ok.set(doc(db, 'teams/t1/members/alice'), { role: 'owner' });
    await assertSucceeds(ok.commit());
    await assertSucceeds(getDoc(doc(db, 'teams/t1')));

    const lonely = writeBatch(db);
    lonely.set(doc(db, 'teams/t2'), { owner: 'alice' });
    await assertFails(lonely.commit());

    const asBob = bob();
    const theft = writeBatch(asBob);
    theft.set(doc(asBob, 'teams/t3'), { owner: 'alice' });
    theft.set(doc(asBob, 'teams/t3/members/bob'), { role: 'owner' });
    await assertFails(theft.commit());
  });

  it('applies nothing of a batch with one denied write', async () => {
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'posts/mine'), { author: 'alice' });
    batch.set(doc(db, 'posts/theirs'), { author: 'bob' });
    await assertFails(batch.commit());
    let exists: boolean | undefined;
    await env.withSecurityRulesDisabled(async (ctx) => {
      exists = (await getDoc(doc(ctx.firestore(), 'posts/mine'))).exists();
    });
    expect(exists).toBe(false);
  });
});
