import type { Firestore } from 'firebase-admin/firestore';
import { REGIONS, type Region } from '@vg/common';
import { dbFor } from '../firestore';
import { HttpError } from '../http/HttpError';

/** A claim wherever it is (a number or page belongs to one agent across regions). */
export async function findClaim(
  path: string,
  agentField: 'agentId' | 'agentID' = 'agentId',
): Promise<{
  region: Region;
  db: Firestore;
  agentId: string;
  data: Record<string, unknown>;
} | null> {
  for (const region of REGIONS) {
    const db = dbFor(region);
    const snap = await db.doc(path).get();
    const agentId: unknown = snap.get(agentField);
    if (snap.exists && typeof agentId === 'string')
      return { region, db, agentId, data: snap.data() ?? {} };
  }
  return null;
}

/** Refuses a channel id another agent already holds (in either region). */
export async function assertFree(
  path: string,
  agentId: string,
  region: Region,
  taken: string,
  agentField: 'agentId' | 'agentID' = 'agentId',
): Promise<void> {
  const claim = await findClaim(path, agentField);
  if (claim && (claim.region !== region || claim.agentId !== agentId))
    throw new HttpError(409, taken, { code: 'channel-taken' });
}
