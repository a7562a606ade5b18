import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  agentDocumentSchema,
  agentSecretsPath,
  agentSecretsSchema,
  type AgentSecrets,
} from '@vg/common';
import type { z } from 'zod';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

/** The agent as stored (secret fields, if any were left on it, included). */
export type StoredAgent = z.output<typeof agentDocumentSchema>;

export function agentPath(agentId: string): string {
  return `voiceglow/${pathId(agentId, 'agentId')}`;
}

/** Reads and checks an agent document; 404 when it does not exist. */
export async function loadAgent(
  db: Firestore,
  agentId: string,
  tx?: Transaction,
): Promise<StoredAgent> {
  const ref = db.doc(agentPath(agentId));
  return parseAgent(agentId, tx ? await tx.get(ref) : await ref.get());
}

export function parseAgent(agentId: string, snapshot: DocumentSnapshot): StoredAgent {
  if (!snapshot.exists) {
    throw new HttpError(
      404,
      `Agent ${agentId} does not exist in this region. Check the agent ID and region.`,
    );
  }
  const parsed = agentDocumentSchema.safeParse({ ID: agentId, ...snapshot.data() });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      500,
      `Agent ${agentId} has invalid settings (${issue?.path.join('.')}: ${issue?.message}); open and save it in the dashboard.`,
    );
  }
  return parsed.data;
}

/** The owner-only secrets of an agent; empty when none were saved. */
export async function loadAgentSecrets(db: Firestore, agentId: string): Promise<AgentSecrets> {
  const snapshot = await db.doc(agentSecretsPath(pathId(agentId, 'agentId'))).get();
  const parsed = agentSecretsSchema.safeParse(snapshot.data() ?? {});
  return parsed.success ? parsed.data : {};
}
