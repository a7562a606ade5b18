import type { DocumentData } from 'firebase-admin/firestore';
import type { Session } from '@vg/common';
import { decodeTurns } from './turns';

/** A stored session as the widget lists it: id, time and parsed turns. */
export function readSession(id: string, data: DocumentData | undefined): Session {
  return { id, ts: typeof data?.ts === 'number' ? data.ts : 0, turns: decodeTurns(data?.turns) };
}
