import type { Firestore } from 'firebase-admin/firestore';
import { loadAgent, type StoredAgent } from '../agents/loadAgent';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

/**
 * The agent, when the caller may run its campaigns (or, with `/leads`,
 * manage its leads): its workspace (owner or member), or a client the
 * agency gave the agent to with that tab in its canAccess (the people
 * firestore.rules let read them).
 */
export async function campaignAgent(
  db: Firestore,
  caller: () => Promise<Caller>,
  agentId: string,
  tab: '/campaigns' | '/leads' = '/campaigns',
): Promise<StoredAgent> {
  const [who, agent] = await Promise.all([caller(), loadAgent(db, pathId(agentId, 'agentId'))]);
  const client = who.anonymous
    ? undefined
    : (await db.doc(`clients/${pathId(who.uid, 'uid')}`).get()).data();
  if (
    client?.ownerID === agent.ownerID &&
    Array.isArray(client?.widgetIDs) &&
    client.widgetIDs.includes(agent.ID) &&
    Array.isArray(client.canAccess) &&
    client.canAccess.includes(tab)
  )
    return agent;
  await agencyWorkspace(db, who, agent.ownerID).catch((error: unknown) => {
    if (error instanceof HttpError && error.status !== 403) throw error;
    throw new HttpError(
      403,
      tab === '/leads'
        ? "Only the agent's workspace or its clients with Leads can change its leads."
        : "Only the agent's workspace or its clients with Campaigns can send campaigns.",
      { code: 'forbidden' },
    );
  });
  return agent;
}
