import {
  REGION_DATABASE,
  agentLimit,
  agentLimitMessage,
  agentSchema,
  createAgentRequestSchema,
  withoutAgentSecrets,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { usableWorkspace } from '../workspaces/usableWorkspace';

/** Fields billing owns: a new agent starts without usage, with the default allowance, unpaid. */
const BACKEND_FIELDS = ['tokensUsage', 'maxTokensUsage', 'ownerPaid'];

/**
 * POST /agents: the first Save of a new agent. In one transaction: the
 * caller may use the owner workspace, the workspace has fewer agents than
 * its plan allows (free: 2), and the agent is created under a fresh id with
 * its public fields. The browser cannot create agents itself
 * (firestore.rules), so the limit cannot be bypassed.
 */
export const createAgent = defineEndpoint({
  method: 'POST',
  path: '/agents',
  input: createAgentRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const ownerID = input.agent.ownerID;
    if (typeof ownerID !== 'string' || ownerID === '') {
      throw new HttpError(400, 'Name the workspace that owns the new agent (ownerID).', {
        code: 'owner-required',
      });
    }
    const fields: Record<string, unknown> = withoutAgentSecrets({ ...input.agent });
    for (const field of BACKEND_FIELDS) delete fields[field];
    const ref = db.collection('voiceglow').doc();
    const lastModified = Math.floor(Date.now() / 1000);
    const parsed = agentSchema.safeParse({
      ...fields,
      ID: ref.id,
      ownerID,
      lastModified,
      region: REGION_DATABASE[region],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(
        400,
        `Invalid agent field ${issue?.path.join('.') || ''}: ${issue?.message ?? 'not valid'}.`,
        { code: 'invalid-agent' },
      );
    }
    // Usage, allowance and the paid flag are billing's (defaults apply while absent).
    const stored: Record<string, unknown> = { ...parsed.data };
    for (const field of BACKEND_FIELDS) delete stored[field];
    await db.runTransaction(async (tx) => {
      const { workspace } = await usableWorkspace(db, caller, ownerID, tx);
      const limit = agentLimit(workspace);
      if (limit !== null) {
        const owned = await tx.get(db.collection('voiceglow').where('ownerID', '==', ownerID));
        if (owned.size >= limit) {
          throw new HttpError(403, agentLimitMessage(limit), { code: 'agent-limit' });
        }
      }
      tx.create(ref, stored);
    });
    return { status: 201, body: { agentId: ref.id, lastModified } };
  },
});
