import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorError, GrpcCode } from '../engine/types';

/** Firestore rejects requests above 10 MiB; leave room for JSON overhead. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * The one request-body reader of the emulator and the stack's stand-ins: the
 * bytes, refused past `maxBytes` with the error the caller's service answers.
 * Past the limit nothing more is kept, but the rest is still read, so the
 * connection stays usable for the error answer.
 */
export async function readBodyBytes(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
  tooLarge: () => Error = () =>
    new EmulatorError(
      GrpcCode.INVALID_ARGUMENT,
      `Request payload size exceeds the limit: ${maxBytes} bytes.`,
    ),
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    else chunks.length = 0;
  }
  if (size > maxBytes) throw tooLarge();
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString('utf8');
}

/** Parses a JSON body; an empty body is an empty message, as Google allows. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new EmulatorError(
      GrpcCode.INVALID_ARGUMENT,
      `Invalid JSON payload received. ${e instanceof Error ? e.message : 'Unexpected token.'}`,
    );
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.writableEnded) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain',
): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * Browsers call from any dev origin with credentials (WebChannel uses
 * withCredentials), so echo the Origin rather than `*`, allow whatever headers
 * the preflight asks for, and let scripts read the WebChannel session header.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  res.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id, X-Goog-Meta, Content-Type');
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
}
