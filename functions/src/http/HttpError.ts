import type { z } from 'zod';

/** The `code` of an error answer when the thrower names none. */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid-request',
  401: 'unauthenticated',
  402: 'payment-required',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  411: 'length-required',
  413: 'too-large',
  414: 'uri-too-long',
  415: 'unsupported-type',
  429: 'rate-limited',
  500: 'internal',
  503: 'unavailable',
};

/** The JSON every failed API call answers: `{ error: { code, message, ...extra } }`. */
export interface ErrorBody {
  error: { code: string; message: string; [key: string]: unknown };
}

/**
 * An error whose message is shown to the caller as `{ error: { code,
 * message } }`; `extra.code` names the case (else the status decides it),
 * other `extra` fields go beside them. `headers` are sent with the answer
 * (e.g. `Retry-After`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get code(): string {
    return typeof this.extra.code === 'string' ? this.extra.code : statusCode(this.status);
  }

  toBody(): ErrorBody {
    return { error: { ...this.extra, code: this.code, message: this.message } };
  }
}

export function statusCode(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'invalid-request');
}

/** Turns zod issues into one sentence a person can act on. */
export function describeIssues(error: z.ZodError, what = 'request'): string {
  const parts = [
    ...new Set(
      error.issues.map((issue) => {
        const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
        return `${where}: ${issue.message}`;
      }),
    ),
  ].slice(0, 3);
  const text = parts.join('; ');
  return `Invalid ${what}: ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}
