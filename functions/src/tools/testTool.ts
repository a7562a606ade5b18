import { testToolRequestSchema, toolSchema, toolSecretPath, toolSecretSchema } from '@vg/common';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { loadEnv } from '../env';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { AddressGuard } from './addressGuard';
import { callTool, fieldValues, runnableTool } from './callTool';

/**
 * POST /tools/{toolId}/test: the Tools page's Test button. The function
 * (never the browser) calls the tool's server as the runtime would, with
 * the given field values and the stored secret, and answers what came
 * back. Only a member of the tool's workspace may test it.
 */
export const testTool = defineEndpoint({
  method: 'POST',
  path: '/tools/:toolId/test',
  limit: 'visitor',
  input: testToolRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const toolId = pathId(params.toolId ?? '', 'toolId');
    const who = await caller();
    const [toolSnap, secretSnap] = await db.getAll(
      db.doc(`tools/${toolId}`),
      db.doc(toolSecretPath(toolId)),
    );
    const parsed = toolSnap?.exists
      ? toolSchema.safeParse({ ...toolSnap.data(), id: toolSnap.id })
      : null;
    if (!parsed?.success) {
      throw new HttpError(404, 'This tool does not exist any more: reload the Tools page.', {
        code: 'tool-not-found',
      });
    }
    const owner = parsed.data.ownerID ?? parsed.data.userId ?? '';
    await agencyWorkspace(db, who, pathId(owner, 'ownerID'));
    const secret = toolSecretSchema.safeParse(secretSnap?.data() ?? {});
    const tool = runnableTool(
      parsed.data,
      secret.success ? secret.data.serverUrlSecret : undefined,
    );
    const response = await callTool(tool, input.args, {
      guard: AddressGuard.fromList(loadEnv().VG_TOOL_ALLOWED_HOSTS),
    });
    const sent = Object.fromEntries(
      fieldValues(tool.fields, input.args).map(({ field, value }) => [field.key, value]),
    );
    return { body: { ...response, sent } };
  },
});
