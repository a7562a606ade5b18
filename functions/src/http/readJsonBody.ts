import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';

/** Chosen: the largest JSON body an endpoint reads (uploads send bytes, not JSON). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

type BodyRequest = IncomingMessage & { body?: unknown; rawBody?: Buffer };

/**
 * The JSON object of a request. Cloud Functions hands over an already
 * parsed `body` (and `rawBody`); a plain Node server (tests, the chat
 * service) hands over the stream. Anything but a JSON object (an array,
 * `null`, a number) is refused with a 400 that says so.
 */
export async function readJsonBody(
  req: BodyRequest,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (size > maxBytes) throw tooLarge(maxBytes);
  let value: unknown;
  if (req.body !== undefined && !Buffer.isBuffer(req.body)) {
    value = typeof req.body === 'string' ? parse(req.body) : req.body;
  } else {
    const bytes = Buffer.isBuffer(req.body) ? req.body : await readRawBody(req, maxBytes);
    const text = bytes.toString('utf8');
    value = text.trim() === '' ? {} : parse(text);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'The request body must be a JSON object, such as {"key": "value"}.', {
      code: 'invalid-json',
    });
  }
  return value as Record<string, unknown>;
}

/** The request's bytes, refusing more than `maxBytes` without reading them all. */
export async function readRawBody(req: BodyRequest, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(req.rawBody)) {
    if (req.rawBody.length > maxBytes) throw tooLarge(maxBytes);
    return req.rawBody;
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    throw tooLarge(maxBytes);
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      // The rest is read and dropped, so the 413 reaches the sender.
      req.off('data', onData);
      req.resume();
      reject(tooLarge(maxBytes));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function tooLarge(maxBytes: number): HttpError {
  const limit =
    maxBytes >= 1_000_000 ? `${Math.round(maxBytes / 1_000_000)} MB` : `${maxBytes / 1024} KB`;
  return new HttpError(413, `The request body is larger than ${limit}: send less data.`, {
    code: 'too-large',
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      'The request body is not valid JSON: check the quotes, commas and brackets.',
      { code: 'invalid-json' },
    );
  }
}
