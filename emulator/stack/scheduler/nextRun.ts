/**
 * When a Cloud Scheduler job with an App Engine cron schedule runs next,
 * strictly after `after` (ms): the two forms the functions use, "every N
 * minutes" (on the N-minute grid) and "every day HH:MM" (UTC). Null for a
 * schedule this stand-in does not understand (it is listed, never run).
 */
export function nextRun(schedule: string, after: number): number | null {
  const minutes = /^every (\d+) minutes?$/.exec(schedule.trim());
  if (minutes) {
    const step = Number(minutes[1]) * 60_000;
    if (step <= 0) return null;
    return (Math.floor(after / step) + 1) * step;
  }
  const daily = /^every day (\d{2}):(\d{2})$/.exec(schedule.trim());
  if (daily) {
    const day = new Date(after);
    const at = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      Number(daily[1]),
      Number(daily[2]),
    );
    return at > after ? at : at + 86_400_000;
  }
  return null;
}
