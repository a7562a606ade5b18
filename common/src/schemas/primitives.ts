import { z } from 'zod';
import { REGIONS } from '../endpoints';
import { REGION_DATABASE_IDS, TEXT } from '../constants';

/**
 * Time values.
 *
 * - Where the specification stores unix seconds (joinedAt, lastModified of an
 *   agent, backups' createdAt, ...) the schema is `unixSecondsSchema`: a plain
 *   number, exactly what is stored.
 * - Elsewhere (`createdAt` of an agency, `ts` of a notification, ...) the
 *   stored type is not fixed by the specification, so `storedTimeSchema`
 *   accepts a Firestore Timestamp (client or admin SDK: an object with numeric
 *   `seconds` and `nanoseconds` and a `toDate` method), a Date, or a number of
 *   milliseconds. The value is passed through untouched: a Timestamp stays
 *   the SDK instance, so writing a parsed document back stores a Timestamp
 *   again rather than a plain map. Use `timeToMillis` to compare them.
 */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof TimestampLike, unknown>>;
  return (
    typeof candidate.seconds === 'number' &&
    typeof candidate.nanoseconds === 'number' &&
    typeof candidate.toDate === 'function'
  );
}

export const firestoreTimestampSchema = z.custom<TimestampLike>(isTimestampLike, {
  message: 'Expected a Firestore Timestamp',
});

export const unixSecondsSchema = z.number().nonnegative();

export const storedTimeSchema = z.union([firestoreTimestampSchema, z.date(), z.number()]);
export type StoredTime = z.infer<typeof storedTimeSchema>;

/** Milliseconds since the epoch for any stored time value (numbers are taken as milliseconds). */
export function timeToMillis(value: StoredTime): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return value.seconds * 1000 + Math.floor(value.nanoseconds / 1e6);
}

export const regionSchema = z.enum(REGIONS);
/** The Firestore database an agent lives in, as stored on the agent (`region`). */
export const regionDatabaseSchema = z.enum(REGION_DATABASE_IDS);

/** `#` followed by exactly six hex digits, as the theme builder accepts. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, TEXT.invalidHex);

/** A non-empty identifier (document ids, user ids in paths and payloads). */
export const idSchema = z.string().trim().min(1, 'Required');

/**
 * The one e-mail rule: zod's e-mail check with international addresses
 * allowed (jürgen@example.de), and a domain of dotted, non-empty labels as
 * the specification asks. Each screen shows its own specified message.
 */
export function emailAddressSchema(message: string) {
  return z
    .string()
    .trim()
    .pipe(z.email({ pattern: z.regexes.unicodeEmail, error: message }))
    .refine((value) => {
      const labels = value.slice(value.lastIndexOf('@') + 1).split('.');
      return labels.length > 1 && labels.every((label) => label.length > 0);
    }, message);
}

/** An e-mail a visitor gives in the chat ('Please input a valid email.'). */
export const emailSchema = emailAddressSchema(TEXT.invalidEmail);

/** An e-mail typed in the dashboard ('Please enter a valid email'). */
export const dashboardEmailSchema = emailAddressSchema(TEXT.validEmail);

/** Ids the product itself creates (agents, agencies, tools, uids): letters, digits, '-' and '_'. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** A request field holding an id the product created; `message` says which id it must be. */
export function productIdSchema(message = 'must be an ID of letters, digits, - and _') {
  return z.string().regex(PRODUCT_ID_PATTERN, message);
}

/**
 * What an id from a request may look like before it becomes part of a
 * Firestore or Storage path: letters, digits and `_ . @ : + -`, at most 200
 * characters, never `.` or `..` and never a reserved `__…__` name, so it can
 * never name another document or escape its collection.
 */
export const PATH_ID_PATTERN = /^(?!__.*__$)(?!\.{1,2}$)[A-Za-z0-9_.@:+-]{1,200}$/;
export const PATH_ID_RULE =
  'must be an id of at most 200 letters, digits, _ . @ : + or - (no slashes, no "..")';

/** True when `value` may be used as one segment of a document or object path. */
export function isPathId(value: unknown): value is string {
  return typeof value === 'string' && PATH_ID_PATTERN.test(value);
}

/** An id from a request that becomes one path segment (see PATH_ID_PATTERN). */
export const pathIdSchema = z.string().regex(PATH_ID_PATTERN, PATH_ID_RULE);

/**
 * Parses a stored JSON string (customThemeJSONString, customButtonJSON_STRING,
 * resendEmailDomainRecords_JSON_STRING, ...) into a value checked by `inner`.
 * Stored fields keep the string; call this where the parsed value is needed.
 */
export function jsonStringSchema<T extends z.ZodType>(inner: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Invalid JSON' });
        return z.NEVER;
      }
    })
    .pipe(inner);
}
