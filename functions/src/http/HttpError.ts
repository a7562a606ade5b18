import type { z } from 'zod';

/**
 * An error whose message is shown to the caller as `{ error }`; `extra`
 * adds machine-readable fields (e.g. `code`) beside it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Turns zod issues into one sentence a person can act on. */
export function describeIssues(error: z.ZodError, what = 'request'): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${where}: ${issue.message}`;
  });
  const text = parts.join('; ');
  return `Invalid ${what}: ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}
