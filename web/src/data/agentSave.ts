import {
  collection,
  deleteField,
  doc,
  getDocs,
  writeBatch,
  type CollectionReference,
} from 'firebase/firestore';
import {
  REGION_DATABASE,
  agentSchema,
  backupsToPrune,
  createAgentResponseSchema,
  ensureAgentSecretKey,
  splitAgentSecrets,
  type Agent,
  type Backup,
  type Region,
} from '@vg/common';

import { agentRef, agentsCollection } from './agents';
import { callApi } from './api';
import { regionDb } from './firebase';
import { secretsRef } from './secrets';

/** Fields the backend owns (usage, allowance, paid flag): a save never writes them. */
const BACKEND_FIELDS = ['tokensUsage', 'maxTokensUsage', 'ownerPaid'] as const;

export class BackupError extends Error {}

/** Creates a new agent's document; answers its id (POST /agents checks the plan's agent limit). */
export type CreateAgent = (
  region: Region,
  agent: Record<string, unknown>,
) => Promise<{ agentId: string; lastModified: number }>;

async function createAgentThroughApi(
  region: Region,
  agent: Record<string, unknown>,
): ReturnType<CreateAgent> {
  return createAgentResponseSchema.parse(
    await callApi(region, 'POST', '/agents', { body: { agent } }),
  );
}

export interface SavedAgent {
  id: string;
  agent: Agent;
  /**
   * Settles once versions beyond the newest 20 are deleted; rejects when they
   * could not be (the next save drops them then).
   */
  pruned: Promise<void>;
}

/**
 * Saves the editor's agent data: the public fields to `voiceglow/{id}`, the
 * keys to the private secrets document (SECRET_API_KEY generated when
 * missing) and a version backup, in one batch. Versions beyond the newest 20
 * are dropped afterwards: reading them first would hold back the agent write
 * that open widgets are waiting for. A new agent is created first by
 * `createAgent` (POST /agents, which checks the plan's agent limit and picks
 * the id): the rules check ownership of the sub-documents against the stored agent.
 */
export async function saveAgent(
  region: Region,
  values: Record<string, unknown>,
  previous: Record<string, unknown> | null,
  createAgent: CreateAgent = createAgentThroughApi,
): Promise<SavedAgent> {
  const db = regionDb(region);
  const isNew = typeof values.ID !== 'string' || values.ID === '';
  // A new agent gets its id from the function; the draft id only shapes the parse.
  let id = isNew ? doc(agentsCollection(db)).id : (values.ID as string);
  const now = Math.floor(Date.now() / 1000);
  const { agent: publicFields, secrets } = splitAgentSecrets({ ...values, ID: id });
  let agent = agentSchema.parse({
    ...publicFields,
    ID: id,
    lastModified: now,
    region: REGION_DATABASE[region],
  });
  secrets.SECRET_API_KEY = ensureAgentSecretKey(secrets.SECRET_API_KEY);

  if (isNew) {
    // The function checks the plan's agent limit and picks the id.
    const created = await createAgent(region, withoutBackendFields(agent));
    id = created.agentId;
    agent = { ...agent, ID: id, lastModified: created.lastModified };
  }
  const ref = agentRef(region, id);

  const backups = collection(ref, 'backups');
  // createdAt has whole seconds; ids that sort by time order saves made within
  // the same second (the listing breaks createdAt ties by id, newest first).
  const backupRef = doc(backups, `${Date.now()}-${doc(backups).id}`);
  const batch = writeBatch(db);
  batch.set(ref, mergeWithDeletes(previous, withoutBackendFields(agent)), { merge: true });
  batch.set(secretsRef(region, id), secrets, { merge: true });
  const backup: Backup = {
    id: backupRef.id,
    createdAt: now,
    agentTemplate: {
      name: agent.title ?? '',
      agentData: { ...withoutBackendFields(agent), ID: id },
    },
  };
  batch.set(backupRef, backup);
  await batch.commit();

  // A new agent has only the version just written.
  const pruned = isNew ? Promise.resolve() : pruneBackups(backups);
  // Callers that do not wait for it must not turn a failure into an unhandled rejection.
  pruned.catch(() => undefined);
  return { id, agent, pruned };
}

/** Deletes the versions beyond the newest 20 (ties in createdAt: the larger id is newer). */
async function pruneBackups(backups: CollectionReference): Promise<void> {
  const stored = (await getDocs(backups)).docs;
  const newestFirst = stored
    .map((d) => ({ id: d.id, createdAt: Number(d.get('createdAt') ?? 0) }))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  // backupsToPrune sorts by createdAt with a stable sort, so the id order decides ties.
  const stale = new Set(backupsToPrune(newestFirst));
  if (stale.size === 0) return;
  const batch = writeBatch(backups.firestore);
  for (const d of stored) if (stale.has(d.id)) batch.delete(d.ref);
  await batch.commit();
}

/**
 * The merge-write of `next` over a stored document that was `previous`.
 * Merge-writing keeps the backend's counters intact, but it keeps every stored
 * field the write does not name as well: a field the editor cleared (absent,
 * or present as `undefined` — which parsing leaves behind and Firestore then
 * ignores) is written as an explicit delete, also inside nested settings
 * (`ui.voiceQuestionLabel`), so a cleared value or a reverted version leaves
 * no stale data behind.
 */
export function mergeWithDeletes(
  previous: Record<string, unknown> | null,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...next };
  for (const [key, before] of Object.entries(previous ?? {})) {
    if ((BACKEND_FIELDS as readonly string[]).includes(key) || before === undefined) continue;
    const after = next[key];
    if (after === undefined) merged[key] = deleteField();
    else if (isPlainObject(before) && isPlainObject(after))
      merged[key] = mergeWithDeletes(before, after);
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

export function withoutBackendFields<T extends Record<string, unknown>>(agent: T): Partial<T> {
  const copy: Record<string, unknown> = { ...agent };
  for (const field of BACKEND_FIELDS) delete copy[field];
  return copy as Partial<T>;
}
