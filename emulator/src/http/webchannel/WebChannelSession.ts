import type { ServerResponse } from 'node:http';
import { asciiJson, EncodedJson, encodeChunk, type ForwardMap } from './frames';

/** The RPC behind a channel: takes client messages in order, gets `send`/`fail` at creation. */
export interface ChannelRpc {
  receive(message: unknown): Promise<void> | void;
  close(): void;
}

export interface SessionOptions {
  sid: string;
  onIdle: (session: WebChannelSession) => void;
  /** An RPC threw instead of failing its stream itself. */
  onRpcCrash: (err: unknown) => void;
  idleMs: number;
  keepAliveMs: number;
}

interface BackChannel {
  res: ServerResponse;
  streaming: boolean;
  pollTimer?: NodeJS.Timeout;
}

interface Outgoing {
  id: number;
  text: string;
}

/** Written-but-unacknowledged arrays kept for resending after a broken back channel. */
const MAX_UNACKED = 2000;

/**
 * One WebChannel session: an ordered queue of server arrays (acknowledged by
 * the client's AID), at most one back channel (a streaming response, CI=0, or
 * a long poll, CI=1) and the in-order delivery of forward-channel messages.
 */
export class WebChannelSession {
  readonly sid: string;
  private rpc: ChannelRpc | null = null;
  private lastArrayId = 0; // 0 is the handshake's ["c", ...] array
  private acked = 0;
  private written = 0; // highest id written to any back channel
  private readonly queue: Outgoing[] = [];
  private lastMapId = -1;
  private inbound: Promise<void> = Promise.resolve();
  private back: BackChannel | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: SessionOptions) {
    this.sid = options.sid;
    this.armIdle();
  }

  attachRpc(rpc: ChannelRpc | null): void {
    this.rpc = rpc;
  }

  /** Queues one payload (a response message, an error, ["close"]) for the back channel. */
  push(payload: unknown): void {
    if (this.closed) return;
    const id = ++this.lastArrayId;
    const text = payload instanceof EncodedJson ? payload.text : asciiJson(payload);
    this.queue.push({ id, text: `[${id},[${text}]]` });
    this.flush();
  }

  /** Forward-channel messages, skipping ids already seen (closure resends on retry). */
  receive(maps: ForwardMap[]): void {
    for (const map of maps) {
      if (map.id <= this.lastMapId) continue;
      this.lastMapId = map.id;
      this.inbound = this.inbound
        .then(() => (this.closed || !this.rpc ? undefined : this.rpc.receive(map.data)))
        .catch((err: unknown) => this.options.onRpcCrash(err));
    }
  }

  /** The client has every array up to `aid`. */
  acknowledge(aid: number): void {
    if (!Number.isInteger(aid) || aid <= this.acked) return;
    this.acked = Math.min(aid, this.lastArrayId);
    while (this.queue.length > 0 && this.queue[0]!.id <= this.acked) this.queue.shift();
  }

  /** The forward-channel answer: `[1, last array id, bytes not yet acknowledged]`. */
  forwardAck(): string {
    const outstanding = this.queue.reduce((n, o) => n + o.text.length, 0);
    return encodeChunk([1, this.lastArrayId, outstanding]);
  }

  attachBackChannel(res: ServerResponse, streaming: boolean, pollMs: number): void {
    this.detachBackChannel(true);
    this.clearIdle();
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0',
      'X-Content-Type-Options': 'nosniff',
    });
    res.socket?.setNoDelay(true);
    // A vanished client shows up as 'close'; its write errors need no handling of their own.
    res.on('error', () => undefined);
    const back: BackChannel = { res, streaming };
    this.back = back;
    res.on('close', () => {
      if (this.back === back) this.detachBackChannel(false);
    });
    // Everything not yet acknowledged goes again: an earlier back channel may have died with it.
    this.written = this.acked;
    if (streaming) {
      // Bytes at once, or the client decides a proxy buffers and falls back to long polling.
      if (!this.flush()) res.write(this.noop());
      this.keepAlive = setInterval(() => res.write(this.noop()), this.options.keepAliveMs);
      this.keepAlive.unref();
    } else if (!this.flush()) {
      back.pollTimer = setTimeout(() => {
        if (this.back === back) this.detachBackChannel(true);
      }, pollMs);
      back.pollTimer.unref();
    }
  }

  /** Ends the session: the RPC stops and any back channel is finished. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.rpc?.close();
    this.detachBackChannel(true);
    this.clearIdle();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Writes pending arrays to the back channel; true when something was written. */
  private flush(): boolean {
    const back = this.back;
    if (!back) return false;
    const pending = this.queue.filter((o) => o.id > this.written);
    if (pending.length === 0) return false;
    this.written = pending.at(-1)!.id;
    const json = `[${pending.map((o) => o.text).join(',')}]`;
    const chunk = `${json.length}\n${json}`;
    if (back.streaming) {
      back.res.write(chunk);
      this.trimWritten();
    } else {
      // A long poll answers what is ready and ends; the client polls again.
      back.res.end(chunk);
      this.detachBackChannel(false);
    }
    return true;
  }

  /** A streaming back channel is never acknowledged until the next request; bound what is kept. */
  private trimWritten(): void {
    while (this.queue.length > MAX_UNACKED && this.queue[0]!.id <= this.written) {
      this.acked = this.queue.shift()!.id;
    }
  }

  private detachBackChannel(end: boolean): void {
    const back = this.back;
    if (!back) return;
    this.back = null;
    if (back.pollTimer) clearTimeout(back.pollTimer);
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    // An empty answer is a failure to the client, so a long poll ends with a noop.
    if (end && !back.res.writableEnded) back.res.end(back.streaming ? undefined : this.noop());
    if (!this.closed) this.armIdle();
  }

  /** Keeps the connection busy without moving the client's last array id. */
  private noop(): string {
    return encodeChunk([[this.lastArrayId, ['noop']]]);
  }

  private armIdle(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => this.options.onIdle(this), this.options.idleMs);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
