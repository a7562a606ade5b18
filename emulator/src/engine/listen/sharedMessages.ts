/**
 * Listen responses shared by every stream that receives them: the same view
 * event for the same target id, and the same snapshot marker of a commit, is
 * one object, so a transport can serialize it once for all its listeners.
 */
import { toTimestamp } from '../clock';
import type { ListenResponse } from '../types';
import type { ViewEvent } from './views';

const byEvent = new WeakMap<ViewEvent, Map<number, ListenResponse>>();

export function eventMessage(e: ViewEvent, targetId: number): ListenResponse {
  let perTarget = byEvent.get(e);
  if (!perTarget) byEvent.set(e, (perTarget = new Map()));
  let msg = perTarget.get(targetId);
  if (!msg) {
    if (e.kind === 'upsert')
      msg = { documentChange: { document: e.doc, targetIds: [targetId], removedTargetIds: [] } };
    else if (e.deleted)
      msg = { documentDelete: { document: e.name, removedTargetIds: [targetId] } };
    else msg = { documentRemove: { document: e.name, removedTargetIds: [targetId] } };
    perTarget.set(targetId, msg);
  }
  return msg;
}

export function resumeToken(t: bigint): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(t);
  return b;
}

let lastMarker: { time: bigint; msg: ListenResponse } | undefined;

/** The global NO_CHANGE targetChange that closes a consistent snapshot at `time`. */
export function snapshotMarker(time: bigint): ListenResponse {
  if (lastMarker?.time !== time) {
    lastMarker = {
      time,
      msg: {
        targetChange: {
          targetChangeType: 'NO_CHANGE',
          targetIds: [],
          readTime: toTimestamp(time),
          resumeToken: resumeToken(time),
        },
      },
    };
  }
  return lastMarker.msg;
}
