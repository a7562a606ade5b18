import type { Firestore } from 'firebase-admin/firestore';
import { PRODUCT_ID_PATTERN, toolSchema, toolSecretPath, toolSecretSchema } from '@vg/common';
import { runnableTool, type RunnableTool } from './callTool';

/**
 * The tools assigned to an agent that its owner's workspace made, with
 * their secrets. Unknown, foreign or broken tools are skipped, not fatal.
 */
export async function loadAgentTools(
  db: Firestore,
  ownerId: string,
  toolIds: readonly string[] | undefined,
): Promise<RunnableTool[]> {
  const ids = [...new Set(toolIds ?? [])].filter((id) => PRODUCT_ID_PATTERN.test(id));
  if (ids.length === 0) return [];
  const refs = ids.flatMap((id) => [db.doc(`tools/${id}`), db.doc(toolSecretPath(id))]);
  const snapshots = await db.getAll(...refs);
  const tools: RunnableTool[] = [];
  for (let index = 0; index < ids.length; index += 1) {
    const toolSnap = snapshots[index * 2];
    const secretSnap = snapshots[index * 2 + 1];
    if (!toolSnap?.exists) continue;
    const parsed = toolSchema.safeParse({ ...toolSnap.data(), id: toolSnap.id });
    if (!parsed.success) continue;
    const owner = parsed.data.ownerID ?? parsed.data.userId;
    if (owner !== ownerId) continue;
    const secret = toolSecretSchema.safeParse(secretSnap?.data() ?? {});
    tools.push(runnableTool(parsed.data, secret.success ? secret.data.serverUrlSecret : undefined));
  }
  return tools;
}
