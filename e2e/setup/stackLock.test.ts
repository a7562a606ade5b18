import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holderAlive } from './stackLock';

function lockWith(pidText: string | null, ageMs = 0): string {
  const lock = join(mkdtempSync(join(tmpdir(), 'vg-lock-test-')), 'lock');
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
