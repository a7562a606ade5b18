/**
 * Stripe's error answer: `{error: {type, code, decline_code, message, param}}`
 * with the HTTP status Stripe uses for it (400 bad request, 401 bad key,
 * 402 card error, 404 missing resource). The `stripe` client turns it into
 * StripeCardError, StripeInvalidRequestError and so on.
 */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly extra: {
      code?: string;
      decline_code?: string;
      param?: string;
      payment_intent?: unknown;
    } = {},
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, unknown> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...this.extra,
        ...(this.extra.code
          ? { doc_url: `https://stripe.com/docs/error-codes/${this.extra.code.replace(/_/g, '-')}` }
          : {}),
      },
    };
  }
}

export function missing(kind: string, id: string, param = 'id'): StripeError {
  return new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

export function invalid(message: string, param?: string): StripeError {
  return new StripeError(400, 'invalid_request_error', message, {
    ...(param ? { param } : {}),
    code: param ? 'parameter_invalid' : undefined,
  });
}
