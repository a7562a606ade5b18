import { rerunToolRequestSchema } from '@vg/common';
import { logger } from 'firebase-functions';
import { loadAgent } from '../agents/loadAgent';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { loadEnv } from '../env';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { AddressGuard } from './addressGuard';
import { callTool } from './callTool';
import { loadAgentTools } from './loadAgentTools';

/**
 * POST /agents/{agentId}/tools/rerun: the debugger's Rerun on a tool call
 * (spec 2 §7). A member of the agent's workspace runs the agent's assigned
 * tool of that name again with the call's input; the server (never the
 * browser) calls, with the tool's secret as bearer, through the same guard
 * as the runtime. An unmatched tool or one without a server URL is logged
 * and answered 404 / 400; nothing is stored.
 */
export const rerunTool = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/tools/rerun',
  limit: 'visitor',
  input: rerunToolRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agentId = pathId(params.agentId ?? '', 'agentId');
    const who = await caller();
    const agent = await loadAgent(db, agentId);
    await agencyWorkspace(db, who, pathId(agent.ownerID, 'ownerID'));
    const tools = await loadAgentTools(db, agent.ownerID, agent.assignedToolsIds);
    const tool = tools.find((entry) => entry.name === input.toolName);
    if (!tool?.serverUrl) {
      logger.warn('Tool rerun without a tool to call', { agentId, toolName: input.toolName });
      throw tool
        ? new HttpError(400, `The tool "${input.toolName}" has no server URL to call.`, {
            code: 'no-server-url',
          })
        : new HttpError(404, `No tool named "${input.toolName}" is assigned to this agent.`, {
            code: 'tool-not-found',
          });
    }
    const response = await callTool(tool, input.toolInput, {
      guard: AddressGuard.fromList(loadEnv().VG_TOOL_ALLOWED_HOSTS),
    });
    return { body: response };
  },
});
