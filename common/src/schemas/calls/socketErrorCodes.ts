/**
 * Codes of the chat socket's `error` frame (interactSocket.ts), apart from
 * its schemas so that the chat can read them without building any.
 *
 * Codes of the `error` frame. Failures of the step's checks carry the code
 * the HTTP call would (e.g. 'interactions-limit', 'tokens-consumed'), or
 * `http-{status}` when there is none.
 */
export const SOCKET_ERROR_CODES = {
  /** The runtime failed; message is the visitor-facing text. */
  runtime: 'runtime',
  /** The frame is not JSON. */
  badFrame: 'bad-frame',
  /** A second prompt while a reply is streaming. */
  busy: 'busy',
  interactionsLimit: 'interactions-limit',
  tokensConsumed: 'tokens-consumed',
  agentDisabled: 'agent-disabled',
  /** Too many frames from one visitor or address; the message says when to retry. */
  rateLimited: 'rate-limited',
} as const;
