import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stack listens on fixed ports, so only one browser-test run can have it
 * at a time: later runs wait for the lock (a directory, created atomically)
 * instead of failing on busy ports. A lock whose process is gone is taken over.
 */
export async function acquireStackLock(dir: string, timeoutMs = 15 * 60_000): Promise<() => void> {
  const lock = join(dir, 'voiceglow-e2e-stack.lock');
  mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => releaseIfOurs(lock);
    } catch {
      if (!holderAlive(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Another browser-test run holds ${lock}.`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/**
 * Removes the lock only while it is still this process's: a second release
 * (a failed setup followed by its teardown) must not remove the lock that
 * another run has taken since.
 */
function releaseIfOurs(lock: string): void {
  try {
    if (readFileSync(join(lock, 'pid'), 'utf8').trim() !== String(process.pid)) return;
  } catch {
    return;
  }
  rmSync(lock, { recursive: true, force: true });
}

/** How long a fresh lock may be without its pid file (it is written right after the directory). */
const PID_GRACE_MS = 5_000;

/**
 * Whether the run that holds the lock is still there. A pid file that is
 * missing or unreadable counts as live only while the lock is brand new (its
 * holder is writing it); after that the lock is stale and taken over.
 */
export function holderAlive(lock: string, now = Date.now()): boolean {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(lock, 'pid'), 'utf8').trim(), 10);
  } catch {
    pid = Number.NaN;
  }
  if (!Number.isInteger(pid) || pid <= 0) {
    try {
      return now - statSync(lock).mtimeMs < PID_GRACE_MS;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
