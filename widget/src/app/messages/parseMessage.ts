import type { ZodType } from 'zod';

/**
 * Checks a message against its kind's schema. A mismatch throws, and the
 * message's error boundary shows the text in place of the bubble, as the
 * spec asks for a message that fails to render.
 */
export function parseMessage<T>(schema: ZodType<T>, message: unknown, kind: string): T {
  const result = schema.safeParse(message);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new Error(`Cannot show ${kind} message (${where}${issue?.message ?? 'invalid'})`);
}
