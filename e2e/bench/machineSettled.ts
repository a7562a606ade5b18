import { readFileSync } from 'node:fs';

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat, in clock ticks). */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const ticks = fields.map(Number);
    if (ticks.length < 5 || ticks.some((n) => !Number.isFinite(n))) return null;
    const total = ticks.reduce((sum, n) => sum + n, 0);
    // idle and iowait
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: `quietSeconds` one-second windows in a
 * row in which at most `busyShare` of all its CPUs' time was used (e.g. the
 * stack still working through a large seed: the emulator's garbage
 * collection, the functions emulator's workers), or `maxSeconds` passed.
 * Answers how long it waited and the share used in the last window, so a
 * bench can print what its figures were taken on. Off Linux: no wait.
 */
export async function machineSettled({
  busyShare = 0.25,
  quietSeconds = 3,
  maxSeconds = 90,
} = {}): Promise<{ seconds: number; busyShare: number | null; settled: boolean }> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuTicks();
  let share: number | null = null;
  while (last && Date.now() - started < maxSeconds * 1000) {
    await new Promise((done) => setTimeout(done, 1000));
    const now = cpuTicks();
    if (!now) break;
    share = now.total > last.total ? (now.busy - last.busy) / (now.total - last.total) : 0;
    last = now;
    quiet = share <= busyShare ? quiet + 1 : 0;
    if (quiet >= quietSeconds)
      return { seconds: (Date.now() - started) / 1000, busyShare: share, settled: true };
  }
  return { seconds: (Date.now() - started) / 1000, busyShare: share, settled: last === null };
}
