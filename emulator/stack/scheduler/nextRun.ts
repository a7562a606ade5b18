/** The time zone Firebase gives a scheduled function that names none. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/**
 * When a Cloud Scheduler job with an App Engine cron schedule runs next,
 * strictly after `after` (ms): the two forms the functions use, "every N
 * minutes" (on the N-minute grid) and "every day HH:MM" (in the job's time
 * zone). Null for a schedule this stand-in does not understand (it is
 * listed, never run).
 */
export function nextRun(
  schedule: string,
  after: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  const minutes = /^every (\d+) minutes?$/.exec(schedule.trim());
  if (minutes) {
    const step = Number(minutes[1]) * 60_000;
    if (step <= 0) return null;
    return (Math.floor(after / step) + 1) * step;
  }
  const daily = /^every day (\d{2}):(\d{2})$/.exec(schedule.trim());
  if (!daily) return null;
  // The zone's wall clock at `after`, then HH:MM of that day (and of the next).
  const local = new Date(after + zoneOffset(timeZone, after));
  for (let days = 0; days <= 2; days++) {
    const wall = Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + days,
      Number(daily[1]),
      Number(daily[2]),
    );
    const at = wall - zoneOffset(timeZone, wall - zoneOffset(timeZone, wall));
    if (at > after) return at;
  }
  return null;
}

/** How far the zone's wall clock is ahead of UTC at `at` (ms). */
function zoneOffset(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}
