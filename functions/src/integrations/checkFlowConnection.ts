import { z } from 'zod';
import { loadAgent, loadAgentSecrets } from '../agents/loadAgent';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { loadEnv } from '../env';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

const CHECK_TIMEOUT_MS = 8000;
/** A user id no visitor has: reading its state changes nothing on the platform. */
const PROBE_USER = 'voiceglow-connection-check';

/**
 * POST /agents/{agentId}/integrations/vf/check: the Integrations tab's
 * Check connection for a flow-platform agent. The server reads the saved
 * dialogue API key (never sent to the browser) and asks the platform's
 * Dialog API for a probe user's state with it, development version: any
 * answer but 401/403 means the key is accepted.
 */
export const checkFlowConnection = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/integrations/vf/check',
  limit: 'visitor',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agentId = pathId(params.agentId ?? '', 'agentId');
    const who = await caller();
    const agent = await loadAgent(db, agentId);
    await agencyWorkspace(db, who, pathId(agent.ownerID, 'ownerID'));
    const key = (await loadAgentSecrets(db, agentId)).VF_DIALOGUE_API_KEY?.trim();
    if (!key) {
      throw new HttpError(400, 'Add the dialogue API key and save the agent first.', {
        code: 'no-key',
      });
    }
    const base = loadEnv().VG_VF_RUNTIME_URL.replace(/\/$/, '');
    let status: number;
    try {
      const response = await fetch(`${base}/state/user/${PROBE_USER}`, {
        headers: { authorization: key, versionID: 'development' },
        redirect: 'manual',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      return {
        body: {
          connected: false,
          message: `Could not reach the flow platform at ${base}: ${(error as Error).message}.`,
        },
      };
    }
    if (status === 401 || status === 403) {
      return {
        body: {
          connected: false,
          status,
          message: `The flow platform refused the key (HTTP ${status}): copy the Dialog API key of the project again.`,
        },
      };
    }
    if (status >= 500) {
      return {
        body: {
          connected: false,
          status,
          message: `The flow platform answered HTTP ${status}; try again later.`,
        },
      };
    }
    return {
      body: { connected: true, status, message: 'Connected: the flow platform accepted the key.' },
    };
  },
});
