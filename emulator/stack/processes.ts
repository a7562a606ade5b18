import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { connect } from 'node:net';

/**
 * Child processes of the local stack. Each runs in its own process group so
 * that stopping it also stops what it spawned (firebase-tools starts
 * function workers), and their ids are kept in a file so that a start after
 * a crash (kill -9 of the launcher) can clean up what was left behind.
 */
export class Processes {
  private readonly children: { name: string; child: ChildProcess }[] = [];
  private stopping = false;

  constructor(private readonly pidFile: string) {}

  /**
   * Stops whatever a previous, crashed run left running. The file names the
   * launcher that started the children; while that launcher is alive the
   * children are its own (a running stack) and are left alone.
   */
  reapLeftovers(): number {
    if (!existsSync(this.pidFile)) return 0;
    const [launcherLine = '', ...childLines] = readFileSync(this.pidFile, 'utf8').split('\n');
    const launcher = Number(/^launcher (\d+)$/.exec(launcherLine)?.[1]);
    if (launcher && launcher !== process.pid && isAlive(launcher)) return 0;
    let reaped = 0;
    for (const line of childLines) {
      const pid = Number(line.trim());
      if (!Number.isInteger(pid) || pid <= 0) continue;
      if (killGroup(pid, 'SIGKILL')) reaped++;
    }
    writeFileSync(this.pidFile, '');
    return reaped;
  }

  start(name: string, command: string, args: string[], options: SpawnOptions): ChildProcess {
    const child = spawn(command, args, { ...options, detached: true });
    this.children.push({ name, child });
    this.record();
    child.on('exit', () => this.record());
    return child;
  }

  /**
   * Starts a child and keeps it running: when it dies (not stopped by
   * stopAll), its death is reported and it is started again after a
   * back-off that doubles from `firstDelayMs` up to `maxDelayMs`, and
   * starts over once a run lasted `stableMs`.
   */
  supervise(
    name: string,
    command: string,
    args: string[],
    options: SpawnOptions,
    report: (line: string) => void,
    extras: {
      /** Called with each process started (the first and every restart). */
      onStart?: (child: ChildProcess) => void;
      firstDelayMs?: number;
      maxDelayMs?: number;
      stableMs?: number;
    } = {},
  ): Supervised {
    const { firstDelayMs = 1000, maxDelayMs = 30_000, stableMs = 60_000, onStart } = extras;
    let delay = firstDelayMs;
    let restarts = 0;
    let timer: NodeJS.Timeout | undefined;
    const run = (): ChildProcess => {
      const startedAt = Date.now();
      const child = this.start(name, command, args, options);
      onStart?.(child);
      child.once('exit', (code, signal) => {
        if (this.stopping) return;
        if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        report(`${name} ${how}; restarting in ${(delay / 1000).toFixed(0)} s`);
        timer = setTimeout(() => {
          timer = undefined;
          if (this.stopping) return;
          restarts++;
          handle.child = run();
          handle.child.once('spawn', () => report(`${name} restarted (restart ${restarts})`));
        }, delay);
        delay = Math.min(maxDelayMs, delay * 2);
      });
      return child;
    };
    const handle: Supervised = {
      child: run(),
      isUp: () => isRunning(handle.child),
      restarts: () => restarts,
      cancel: () => clearTimeout(timer),
    };
    this.supervised.push(handle);
    return handle;
  }

  private readonly supervised: Supervised[] = [];

  /** Asks every child to stop (SIGINT, like Ctrl-C), then forces it after a grace period. */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    for (const handle of this.supervised) handle.cancel();
    const running = this.children.filter(({ child }) => isRunning(child));
    for (const { child } of running) killGroup(child.pid!, 'SIGINT');
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (!isRunning(child)) return resolve();
            const timer = setTimeout(() => {
              killGroup(child.pid!, 'SIGKILL');
              resolve();
            }, graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              killGroup(child.pid!, 'SIGKILL');
              resolve();
            });
          }),
      ),
    );
    writeFileSync(this.pidFile, '');
  }

  private record(): void {
    mkdirSync(dirname(this.pidFile), { recursive: true });
    const pids = this.children
      .filter(({ child }) => isRunning(child))
      .map(({ child }) => String(child.pid));
    writeFileSync(this.pidFile, [`launcher ${process.pid}`, ...pids].join('\n'));
  }
}

/** A child the launcher keeps running (see Processes.supervise). */
export interface Supervised {
  /** The current process (a new one after each restart). */
  child: ChildProcess;
  isUp: () => boolean;
  restarts: () => number;
  cancel: () => void;
}

/** True when a live process has this id; an empty or missing id is never alive. */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A child killed by a signal has no exit code, only a signal code. */
function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null && child.pid !== undefined;
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, host: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(port, host)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs / 1000} s`);
}

export function isListening(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
