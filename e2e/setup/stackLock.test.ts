import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireStackLock, holderAlive } from './stackLock';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function lockWith(pidText: string | null, ageMs = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'vg-lock-test-'));
  made.push(dir);
  const lock = join(dir, 'lock');
  mkdirSync(lock);
  if (pidText !== null) writeFileSync(join(lock, 'pid'), pidText);
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(lock, then, then);
  return lock;
}

describe('holderAlive', () => {
  it('is live while the holding process runs', () => {
    expect(holderAlive(lockWith(String(process.pid)))).toBe(true);
  });

  it('is stale when the holding process is gone', () => {
    expect(holderAlive(lockWith('2147483646'))).toBe(false);
  });

  it('waits briefly for a pid file being written, then treats a missing or empty one as stale', () => {
    expect(holderAlive(lockWith(null))).toBe(true);
    expect(holderAlive(lockWith(null, 60_000))).toBe(false);
    expect(holderAlive(lockWith('', 60_000))).toBe(false);
    expect(holderAlive(lockWith('not a pid', 60_000))).toBe(false);
  });
});

describe('acquireStackLock', () => {
  it('releases its own lock, and a second release leaves a lock another run took since', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vg-lock-test-'));
    made.push(dir);
    const lock = join(dir, 'voiceglow-e2e-stack.lock');
    const release = await acquireStackLock(dir, 1_000);
    expect(readFileSync(join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
    // Another run (another pid) takes the lock; the first run's teardown releases again.
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '1');
    release();
    expect(existsSync(lock)).toBe(true);
  });
});
