import type { Timestamp } from '../../engine/types';

/**
 * RFC 3339 timestamps as proto3 JSON writes them, within the range Firestore
 * accepts (years 0001 to 9999), with up to nine fraction digits.
 */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

/** Parses an RFC 3339 string; returns null when it is not one. */
export function parseTimestamp(text: string): Timestamp | null {
  const m = RFC3339.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return null;
  let seconds = date.getTime() / 1000 + hour * 3600 + minute * 60 + second;
  if (m[8]) {
    const offset = Number(m[9]) * 3600 + Number(m[10]) * 60;
    seconds -= m[8] === '+' ? offset : -offset;
  }
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) return null;
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return { seconds: String(seconds), nanos };
}

/** Formats with 0, 3, 6 or 9 fraction digits, as Google's services do. */
export function formatTimestamp(ts: { seconds?: unknown; nanos?: unknown }): string {
  const seconds = Number(ts.seconds ?? 0);
  const nanos = Number(ts.nanos ?? 0);
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${base}${fraction(nanos)}Z`;
}

function fraction(nanos: number): string {
  if (nanos === 0) return '';
  const digits = String(nanos).padStart(9, '0');
  if (nanos % 1_000_000 === 0) return `.${digits.slice(0, 3)}`;
  if (nanos % 1000 === 0) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

/** google.protobuf.Duration as JSON: `"1.5s"`. */
export function parseDuration(text: string): Timestamp | null {
  const m = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(text);
  if (!m) return null;
  const sign = m[1] ? -1 : 1;
  const nanos = m[3] ? Number(m[3].padEnd(9, '0')) : 0;
  return { seconds: String(sign * Number(m[2])), nanos: sign * nanos };
}

export function formatDuration(d: { seconds?: unknown; nanos?: unknown }): string {
  const seconds = Number(d.seconds ?? 0);
  const nanos = Number(d.nanos ?? 0);
  const negative = seconds < 0 || nanos < 0;
  const abs = `${Math.abs(seconds)}${fraction(Math.abs(nanos))}`;
  return `${negative ? '-' : ''}${abs}s`;
}
