import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      return () => rmSync(lock, { recursive: true, force: true });
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

function holderAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means it exists; a missing pid file means it is being written.
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'EPERM' || code === 'ENOENT';
  }
}
