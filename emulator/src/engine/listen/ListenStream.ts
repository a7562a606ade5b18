/**
 * The server side of one Listen stream: targets multiplexed by id, each
 * acknowledged (ADD / REMOVE), initial results then CURRENT, and a global
 * NO_CHANGE with read time and resume token after every consistent batch.
 */
import type { Micros } from '../clock';
import { fromTimestamp, toTimestamp } from '../clock';
import { asEmulatorError, invalidArgument } from '../errors';
import type { Document, EmulatorError, ListenResponse, ListenSession, Target } from '../types';
import type { View, ViewEvent, SnapshotSink, Subscriber } from './views';
import { DocumentsView } from './views';
import { eventMessage, resumeToken, snapshotMarker } from './sharedMessages';

/** What a stream needs from the engine to resolve and authorize targets. */
export interface TargetResolver {
  /** Builds (or joins) the view of a target; throws EmulatorError when invalid or denied. */
  open(target: Target): View;
  close(view: View, sub: Subscriber): void;
  /** Re-checks read access to a document delivered on a document target: the denial message, or null. */
  readDenial(doc: Document): string | null;
  now(): Micros;
}

export { resumeToken } from './sharedMessages';

/**
 * When a target resumes: the time of its resume token (one this emulator
 * issued) or read time; undefined for a fresh target; null when the token is
 * not one of ours (answered with RESET and the full results).
 */
function resumedAt(target: Target): Micros | null | undefined {
  const token = target.resumeToken as Buffer | undefined;
  if (token && token.length > 0)
    return token.length === 8 ? Buffer.from(token).readBigUInt64BE() : null;
  if (target.readTime) return fromTimestamp(target.readTime);
  return undefined;
}

class TargetSubscription implements Subscriber {
  constructor(
    readonly sink: ListenStream,
    readonly targetId: number,
    readonly view: View,
  ) {}

  deliver(_view: View, events: ViewEvent[]): void {
    this.sink.deliver(this, events);
  }
}

export class ListenStream implements ListenSession, SnapshotSink {
  private readonly targets = new Map<number, TargetSubscription>();
  private closed = false;
  private nextServerId = 1 << 30;

  constructor(
    private readonly resolver: TargetResolver,
    private readonly send: (res: ListenResponse) => void,
    private readonly fail: (err: EmulatorError) => void,
  ) {}

  addTarget(target: Target): void {
    if (this.closed) return;
    let targetId = Number(target?.targetId ?? 0);
    if (targetId === 0) targetId = this.nextServerId++;
    if (this.targets.has(targetId)) {
      this.fail(invalidArgument(`Target ID ${targetId} is already in use on this stream.`));
      return this.close();
    }
    let view: View;
    try {
      view = this.resolver.open(target);
    } catch (e) {
      const err = asEmulatorError(e);
      this.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [targetId],
          cause: { code: err.code, message: err.message },
        },
      });
      return;
    }
    const sub = new TargetSubscription(this, targetId, view);
    this.targets.set(targetId, sub);
    view.subscribers.add(sub);
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } });
    const since = resumedAt(target);
    if (since === null)
      this.send({ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } });
    const visible = view
      .current()
      .filter((doc) => !(view instanceof DocumentsView) || this.resolver.readDenial(doc) === null);
    for (const doc of visible) {
      // A resumed target gets only what changed since its token; the existence filter
      // below tells the client how many documents match, so one that missed a delete
      // or a document leaving the results sees its count differ and listens afresh.
      if (since !== undefined && since !== null && fromTimestamp(doc.updateTime) <= since) continue;
      this.send({ documentChange: { document: doc, targetIds: [targetId], removedTargetIds: [] } });
    }
    if (since !== undefined && since !== null)
      this.send({ filter: { targetId, count: visible.length } });
    const now = this.resolver.now();
    const token = resumeToken(now);
    this.send({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [targetId], resumeToken: token },
    });
    this.send({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: toTimestamp(now),
        resumeToken: token,
      },
    });
  }

  removeTarget(targetId: number): void {
    if (this.closed) return;
    const sub = this.targets.get(targetId);
    if (sub) {
      this.targets.delete(targetId);
      this.resolver.close(sub.view, sub);
    }
    this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const sub of this.targets.values()) this.resolver.close(sub.view, sub);
    this.targets.clear();
  }

  private dirty = false;

  deliver(sub: TargetSubscription, events: ViewEvent[]): void {
    if (this.closed || this.targets.get(sub.targetId) !== sub) return;
    const id = sub.targetId;
    for (const e of events) {
      const denial =
        e.kind === 'upsert' && sub.view instanceof DocumentsView
          ? this.resolver.readDenial(e.doc)
          : null;
      if (denial !== null) {
        this.deny(sub, denial);
        return;
      }
      this.send(eventMessage(e, id));
    }
    this.dirty = true;
  }

  /** A document target whose document became unreadable is removed with the denial as cause. */
  private deny(sub: TargetSubscription, message: string): void {
    this.targets.delete(sub.targetId);
    this.resolver.close(sub.view, sub);
    this.send({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [sub.targetId],
        cause: { code: 7, message },
      },
    });
  }

  flush(readTime: Micros): void {
    if (!this.dirty || this.closed) return;
    this.dirty = false;
    this.send(snapshotMarker(readTime));
  }
}
