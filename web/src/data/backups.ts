import {
  collection,
  getDoc,
  getDocs,
  doc,
  limit,
  orderBy,
  query,
  setDoc,
} from 'firebase/firestore';
import { VERSION_HISTORY_LIMIT, backupSchema, type Backup, type Region } from '@vg/common';
import { agentRef } from './agents';
import { mergeWithDeletes, withoutBackendFields } from './agentSave';

export type { Backup };

function backupsOf(region: Region, agentId: string) {
  return collection(agentRef(region, agentId), 'backups');
}

/** The kept versions, newest first. */
export async function listBackups(region: Region, agentId: string): Promise<Backup[]> {
  const snap = await getDocs(
    query(backupsOf(region, agentId), orderBy('createdAt', 'desc'), limit(VERSION_HISTORY_LIMIT)),
  );
  return snap.docs.flatMap((d) => {
    const parsed = backupSchema.safeParse({ id: d.id, ...d.data() });
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Puts a saved version back as the live agent. The agent keeps its id,
 * owner and usage counters; everything else becomes the version's.
 */
export async function revertToBackup(
  region: Region,
  agentId: string,
  backupId: string,
): Promise<Backup> {
  const backupSnap = await getDoc(doc(backupsOf(region, agentId), backupId));
  const backup = backupSchema.parse({ id: backupSnap.id, ...backupSnap.data() });
  const ref = agentRef(region, agentId);
  const current = (await getDoc(ref)).data() ?? {};
  const restored = withoutBackendFields({
    ...backup.agentTemplate.agentData,
    ID: agentId,
    ownerID: current.ownerID,
    lastModified: Math.floor(Date.now() / 1000),
  });
  await setDoc(ref, mergeWithDeletes(current, restored), { merge: true });
  return backup;
}
