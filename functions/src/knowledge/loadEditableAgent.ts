import type { Firestore } from 'firebase-admin/firestore';
import { PRODUCT_ID_PATTERN } from '@vg/common';
import { adminAuth } from '../firestore';
import { loadAgent, type StoredAgent } from '../agents/loadAgent';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';

/**
 * The agent whose knowledge the caller may change: its owner, a member of
 * the owner's workspace, or a client the owning agency gave the agent to
 * (the same people firestore.rules let read `kb`). 403 for anyone else.
 */
export async function loadEditableAgent(
  db: Firestore,
  agentId: string,
  caller: Caller,
): Promise<StoredAgent> {
  const agent = await loadAgent(db, agentId);
  if (caller.anonymous || !agent.ownerID) throw notYours();
  if (agent.ownerID === caller.uid) return agent;
  const [workspace, client] = await Promise.all([
    db.doc(`users/${agent.ownerID}`).get(),
    PRODUCT_ID_PATTERN.test(caller.uid) ? db.doc(`clients/${caller.uid}`).get() : null,
  ]);
  const clientData = client?.data();
  if (
    clientData &&
    clientData.ownerID === agent.ownerID &&
    Array.isArray(clientData.widgetIDs) &&
    clientData.widgetIDs.includes(agent.ID)
  ) {
    return agent;
  }
  const members = workspace.data()?.workspaceEmails;
  if (Array.isArray(members) && members.length > 0) {
    // Only a verified address makes a member (anyone can sign up with someone else's).
    const user = await adminAuth().getUser(caller.uid);
    const email = user.emailVerified ? user.email?.toLowerCase() : undefined;
    if (email && members.map((m) => String(m).toLowerCase()).includes(email)) return agent;
  }
  throw notYours();
}

function notYours(): HttpError {
  return new HttpError(
    403,
    "This agent's sources belong to another workspace: switch to the workspace that owns the agent.",
  );
}
