import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  query,
  setDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { toolSchema, toolSecretPath, type Region, type Tool, type ToolField } from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

export type { Tool, ToolField };

function toolsOf(region: Region) {
  return collection(regionDb(region), 'tools');
}

/** The workspace's tools, live, by name. */
export function watchWorkspaceTools(
  region: Region,
  ownerId: string,
  onChange: (tools: Tool[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(toolsOf(region), where('ownerID', '==', ownerId)),
    (snap) =>
      onChange(
        snap.docs
          .flatMap((d) => {
            const parsed = toolSchema.safeParse({ ...d.data(), id: d.id });
            return parsed.success ? [parsed.data] : [];
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    onError,
  );
}

/** A new tool's id (the document is written by saveTool). */
export function newToolId(region: Region): string {
  return doc(toolsOf(region)).id;
}

/**
 * Saves a tool of the workspace. The secret, when a new one is given, goes
 * to the tool's private document, which no browser can read back (only
 * the functions calling the tool do); `undefined` keeps the stored one.
 */
export async function saveTool(
  region: Region,
  tool: Tool,
  secret: string | undefined,
  isNew: boolean,
): Promise<void> {
  const db = regionDb(region);
  const now = Date.now();
  const { serverUrlSecret: _never, ...fields } = tool;
  const stored = toolSchema.parse({
    ...fields,
    createdAt: tool.createdAt ?? now,
    updatedAt: now,
  });
  const ref = doc(db, 'tools', stored.id);
  // The secret's rule reads the stored tool, so a new tool is written first.
  if (isNew) await setDoc(ref, stored);
  const batch = writeBatch(db);
  if (!isNew) batch.set(ref, stored);
  if (secret !== undefined) {
    batch.set(doc(db, toolSecretPath(stored.id)), { serverUrlSecret: secret });
  }
  await batch.commit();
}

export async function deleteTool(region: Region, toolId: string): Promise<void> {
  const db = regionDb(region);
  await deleteDoc(doc(db, toolSecretPath(toolId)));
  await deleteDoc(doc(db, 'tools', toolId));
}

export interface ToolTestResult {
  ok: boolean;
  status?: number;
  body?: unknown;
  error?: string;
  ms: number;
  sent: Record<string, unknown>;
}

/** The Test button: the functions call the tool's server with these values. */
export function testTool(
  region: Region,
  toolId: string,
  args: Record<string, unknown>,
): Promise<ToolTestResult> {
  return callApi<ToolTestResult>(region, 'POST', `/tools/${toolId}/test`, { body: { args } });
}
