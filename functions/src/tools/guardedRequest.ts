import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockedAddressError, type AddressGuard } from './addressGuard';

export interface GuardedResponse {
  ok: boolean;
  status?: number;
  /** Parsed JSON when the server sent JSON, else the text. */
  body?: unknown;
  /** Why the call failed, in words an owner can act on. */
  error?: string;
  ms: number;
}

export interface GuardedRequestOptions {
  guard: AddressGuard;
  timeoutMs: number;
  maxBytes: number;
  /** What is called, for the error texts ('tool', 'events endpoint'). */
  label: string;
}

/**
 * One outbound request to an address an owner typed (a tool's server, a
 * workspace's events endpoint): private and internal addresses are refused
 * at connect time, redirects are not followed (a bearer secret reaches only
 * the server it was meant for), slow servers time out and large answers
 * are refused. It never throws: a failure is an answer with `error`.
 */
export function guardedRequest(
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: Buffer },
  options: GuardedRequestOptions,
  started = Date.now(),
): Promise<GuardedResponse> {
  const { timeoutMs, maxBytes, label } = options;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const failed = (error: string, status?: number): GuardedResponse => ({
    ok: false,
    error,
    ms: Date.now() - started,
    ...(status !== undefined ? { status } : {}),
  });
  try {
    options.guard.checkHost(host, port);
  } catch (error) {
    return Promise.resolve(failed((error as Error).message));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<GuardedResponse>((resolve) => {
    let settled = false;
    const finish = (result: GuardedResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      url,
      { method: init.method, headers: init.headers, lookup: options.guard.lookupFor(host, port) },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const tooLarge = () => {
          res.destroy();
          req.destroy();
          finish(failed(`The ${label}'s answer is larger than ${maxBytes} bytes.`, status));
        };
        if (status >= 300 && status < 400) {
          res.destroy();
          req.destroy();
          finish(
            failed(
              `The ${label}'s server answered with a redirect (${status}); ${label}s must answer directly.`,
              status,
            ),
          );
          return;
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return tooLarge();
          chunks.push(chunk);
        });
        res.on('error', () => finish(failed(`The connection to the ${label} broke off.`, status)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const parsed = parseBody(text, String(res.headers['content-type'] ?? ''));
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            status,
            body: parsed,
            ms: Date.now() - started,
            ...(ok ? {} : { error: `The ${label}'s server answered ${status}.` }),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(failed(`The ${label} did not answer within ${timeoutMs / 1000} seconds.`));
    }, timeoutMs);
    req.on('error', (error) => {
      finish(
        failed(
          error instanceof BlockedAddressError
            ? error.message
            : `Could not reach the ${label}'s server: ${error.message}`,
        ),
      );
    });
    req.end(init.body);
  });
}

function parseBody(text: string, contentType: string): unknown {
  if (contentType.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
