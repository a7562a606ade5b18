import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { agentDocumentSchema, withoutAgentSecrets } from '@vg/common';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { agentPath, loadAgent, loadAgentSecrets } from './loadAgent';

/** Fields a key cannot change: identity, ownership, region and what billing sets. */
const KEPT_FIELDS = ['ID', 'ownerID', 'region', 'tokensUsage', 'maxTokensUsage', 'ownerPaid'];

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bearer(headers: IncomingHttpHeaders): string {
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? '';
}

/**
 * POST /v2/agents/{agentId} (spec 4 §7): saves agent fields from a script
 * or another system, authorised by the owner's workspace secret or the
 * agent's secret API key (no sign-in). Secret fields and the fields billing
 * owns are never taken from the body; lastModified is set here.
 */
export const keyedAgentSave = defineEndpoint({
  method: 'POST',
  path: '/v2/agents/:agentId',
  input: z.record(z.string(), z.unknown()),
  handle: async ({ db, params, headers, input }) => {
    const agentId = pathId(params.agentId ?? '', 'agentId');
    const key = bearer(headers);
    const denied = new HttpError(
      401,
      "This key cannot save the agent: send the workspace secret (Credentials) or the agent's secret API key as the bearer token.",
      { code: 'invalid-key' },
    );
    if (!key) throw denied;
    const agent = await loadAgent(db, agentId);
    const [workspace, secrets] = await Promise.all([
      db.doc(`users/${pathId(agent.ownerID, 'ownerID')}`).get(),
      loadAgentSecrets(db, agentId),
    ]);
    const workspaceSecret = workspace.get('workspaceSecret') as unknown;
    const allowed = [workspaceSecret, secrets.SECRET_API_KEY].some(
      (secret) => typeof secret === 'string' && secret !== '' && sameText(secret, key),
    );
    if (!allowed) throw denied;
    const fields: Record<string, unknown> = withoutAgentSecrets(input);
    for (const field of KEPT_FIELDS) delete fields[field];
    const lastModified = Math.floor(Date.now() / 1000);
    const merged = agentDocumentSchema.safeParse({ ...agent, ...fields, lastModified });
    if (!merged.success) {
      const issue = merged.error.issues[0];
      throw new HttpError(
        400,
        `Invalid agent field ${issue?.path.join('.') || ''}: ${issue?.message ?? 'not valid'}.`,
        { code: 'invalid-agent' },
      );
    }
    await db.doc(agentPath(agentId)).set({ ...fields, lastModified }, { merge: true });
    return { body: { success: true, agentId, lastModified } };
  },
});
