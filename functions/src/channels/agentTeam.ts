import type { Firestore } from 'firebase-admin/firestore';
import { loadAgent, type StoredAgent } from '../agents/loadAgent';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

/**
 * The agent, when the caller may connect its channels: the owner's
 * workspace (its owner or a member). A client of the agent may answer its
 * conversations but not change its channels.
 */
export async function agentForOwner(
  db: Firestore,
  caller: () => Promise<Caller>,
  agentId: string,
): Promise<StoredAgent> {
  const [who, agent] = await Promise.all([caller(), loadAgent(db, agentId)]);
  await agencyWorkspace(db, who, agent.ownerID).catch((error: unknown) => {
    if (error instanceof HttpError && error.status !== 403) throw error;
    throw new HttpError(403, 'Only the workspace that owns this agent can change its channels.', {
      code: 'not-agent-owner',
    });
  });
  return agent;
}

/** The agent, when the caller is on its team: its workspace, or a client it was given to. */
export async function agentForTeam(
  db: Firestore,
  caller: () => Promise<Caller>,
  agentId: string,
): Promise<StoredAgent> {
  const [who, agent] = await Promise.all([caller(), loadAgent(db, agentId)]);
  const client = who.anonymous
    ? undefined
    : (await db.doc(`clients/${pathId(who.uid, 'uid')}`).get()).data();
  const widgetIds: unknown = client?.widgetIDs;
  if (
    client?.ownerID === agent.ownerID &&
    Array.isArray(widgetIds) &&
    widgetIds.includes(agent.ID)
  ) {
    return agent;
  }
  return agentForOwner(db, caller, agentId);
}
