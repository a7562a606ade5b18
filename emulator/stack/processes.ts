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

  /** Asks every child to stop (SIGINT, like Ctrl-C), then forces it after a grace period. */
  async stopAll(graceMs = 8000): Promise<void> {
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

function isAlive(pid: number): boolean {
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
