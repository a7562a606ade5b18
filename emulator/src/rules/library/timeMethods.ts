import { arg, arity } from '../args';
import { RulesError } from '../errors';
import { duration, timestamp } from '../operators';
import type { RulesValue } from '../values';
import { int } from '../values';

export const NANOS_PER_MILLI = 1_000_000n;
export const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

/** Floor division, so instants before 1970 land in the right day and second. */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Methods of rules.Timestamp; calendar fields take an optional time zone. */
export function timestampMethod(
  receiver: Extract<RulesValue, { type: 'timestamp' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  const nanos = receiver.nanos;
  switch (name) {
    case 'toMillis':
      arity(name, args, 0);
      return int(floorDiv(nanos, NANOS_PER_MILLI));
    case 'nanos':
      arity(name, args, 0);
      return int(nanos - floorDiv(nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND);
    case 'date':
      arity(name, args, 0);
      return timestamp(floorDiv(nanos, NANOS_PER_DAY) * NANOS_PER_DAY);
    case 'time':
      arity(name, args, 0);
      return duration(nanos - floorDiv(nanos, NANOS_PER_DAY) * NANOS_PER_DAY);
  }
  const field = CALENDAR_FIELDS[name];
  if (field === undefined) return undefined;
  arity(name, args, 0, 1);
  const zone = args.length === 1 ? arg(name, args, 0, 'string').value : 'UTC';
  return int(field(calendar(nanos, zone)));
}

interface Calendar {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  weekday: number;
  dayOfYear: number;
}

const CALENDAR_FIELDS: Record<string, (c: Calendar) => number> = {
  year: (c) => c.year,
  month: (c) => c.month,
  day: (c) => c.day,
  hours: (c) => c.hours,
  minutes: (c) => c.minutes,
  seconds: (c) => c.seconds,
  dayOfWeek: (c) => c.weekday,
  dayOfYear: (c) => c.dayOfYear,
};

function calendar(nanos: bigint, zone: string): Calendar {
  const millis = Number(floorDiv(nanos, NANOS_PER_MILLI));
  let local = millis;
  if (zone !== 'UTC') {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RulesError(`Unknown time zone: ${zone}.`);
    }
    const parts = Object.fromEntries(format.formatToParts(millis).map((p) => [p.type, p.value]));
    local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
  }
  const date = new Date(local);
  const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
    seconds: date.getUTCSeconds(),
    // ISO numbering: Monday is 1, Sunday is 7.
    weekday: ((date.getUTCDay() + 6) % 7) + 1,
    dayOfYear: Math.floor((local - startOfYear) / 86_400_000) + 1,
  };
}

/** Methods of rules.Duration. */
export function durationMethod(
  receiver: Extract<RulesValue, { type: 'duration' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  switch (name) {
    case 'seconds':
      arity(name, args, 0);
      return int(receiver.nanos / NANOS_PER_SECOND);
    case 'nanos':
      arity(name, args, 0);
      return int(receiver.nanos % NANOS_PER_SECOND);
    case 'toMillis':
      arity(name, args, 0);
      return int(receiver.nanos / NANOS_PER_MILLI);
    default:
      return undefined;
  }
}
