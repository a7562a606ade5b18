import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { modelProviderRequestSchema } from '@vg/common';
import { z } from 'zod';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { loadEnv } from '../env';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { AddressGuard, BlockedAddressError } from '../tools/addressGuard';

/** Where the key lives: a document no rule opens to a browser. */
const privatePath = (workspaceId: string) => `users/${workspaceId}/private/modelProvider`;

const storedSchema = z.object({
  baseUrl: z.string().min(1),
  apiKey: z.string().min(1),
  model: z.string().optional(),
});
export type WorkspaceModel = z.infer<typeof storedSchema>;

/** Refuses an address the functions must never call (internal names, private literals). */
export function checkModelAddress(baseUrl: string, guard: AddressGuard): void {
  const url = new URL(baseUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  try {
    guard.checkHost(url.hostname.replace(/^\[|\]$/g, ''), port);
  } catch (error) {
    if (!(error instanceof BlockedAddressError)) throw error;
    throw new HttpError(
      400,
      'This address is on a private network; use the model server’s public address.',
      {
        code: 'private-address',
      },
    );
  }
}

/**
 * POST /workspaces/{workspaceId}/model-provider (Credentials): a member sets
 * the workspace's own OpenAI-compatible model server. The key goes to the
 * private document; the workspace shows the address, the model and the
 * key's last four characters. Written together, or not at all.
 */
export const saveWorkspaceModelProvider = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/model-provider',
  input: modelProviderRequestSchema,
  handle: async ({ db, params, caller, input }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    await agencyWorkspace(db, await caller(), workspaceId);
    const baseUrl = input.baseUrl.replace(/\/+$/, '');
    checkModelAddress(baseUrl, AddressGuard.fromList(loadEnv().VG_TOOL_ALLOWED_HOSTS));
    const model = input.model || undefined;
    const shown = { baseUrl, keyHint: input.apiKey.slice(-4), ...(model ? { model } : {}) };
    const batch = db.batch();
    batch.set(db.doc(privatePath(workspaceId)), {
      baseUrl,
      apiKey: input.apiKey,
      ...(model ? { model } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.update(db.doc(`users/${workspaceId}`), { modelProvider: shown });
    await batch.commit();
    return { body: { modelProvider: shown } };
  },
});

/** DELETE /workspaces/{workspaceId}/model-provider: back to the deployment's model. */
export const removeWorkspaceModelProvider = defineEndpoint({
  method: 'DELETE',
  path: '/workspaces/:workspaceId/model-provider',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    await agencyWorkspace(db, await caller(), workspaceId);
    const batch = db.batch();
    batch.delete(db.doc(privatePath(workspaceId)));
    batch.update(db.doc(`users/${workspaceId}`), { modelProvider: FieldValue.delete() });
    await batch.commit();
    return { body: { success: true } };
  },
});

/** The workspace's own model server, when its owner set one. */
export async function loadWorkspaceModel(
  db: Firestore,
  workspaceId: string,
): Promise<WorkspaceModel | null> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(workspaceId)) return null;
  const snap = await db.doc(privatePath(workspaceId)).get();
  const parsed = storedSchema.safeParse(snap.data());
  return parsed.success ? parsed.data : null;
}
