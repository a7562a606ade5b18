import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { agentsNotOwned } from '@vg/common';
import { HttpError } from '../http/HttpError';

/**
 * Refuses a grant of agents the workspace does not own: an agency can give
 * its clients only its own agents. Read inside the transaction that writes
 * the grant, so an agent cannot change hands in between.
 */
export async function checkOwnedAgents(
  db: Firestore,
  tx: Transaction,
  workspaceUid: string,
  agentIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(agentIds)];
  if (unique.length === 0) return;
  const snaps = await tx.getAll(...unique.map((id) => db.doc(`voiceglow/${id}`)));
  const owners = new Map(
    snaps.map((snap) => [snap.id, snap.exists ? (snap.get('ownerID') as string) : null]),
  );
  const foreign = agentsNotOwned(unique, owners, workspaceUid);
  if (foreign.length > 0) {
    throw new HttpError(
      403,
      `You can only give clients your own agents; not yours: ${foreign.join(', ')}.`,
      { code: 'agent-not-owned' },
    );
  }
}
