import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';

/** Chat uploads go through the callable, so JSON bodies stay small. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Cloud Functions hands over an already parsed `body`; a plain Node server
 * (tests, the chat service) hands over the stream.
 */
export async function readJsonBody(req: IncomingMessage & { body?: unknown }): Promise<unknown> {
  if (req.body !== undefined && !Buffer.isBuffer(req.body)) {
    if (typeof req.body === 'string') return parse(req.body);
    return req.body;
  }
  const text = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : await readStream(req);
  return text.trim() === '' ? {} : parse(text);
}

async function readStream(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is larger than 10 MB.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
