import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../../src/http/httpIo';
import type { WebRegistration } from './FcmMessage';
import type { FcmRegistry } from './FcmRegistry';

export const REGISTRATIONS_PATH =
  /^\/v1\/projects\/([a-z0-9-]{1,64})\/registrations(?:\/([\w:%-]{1,600}))?$/;

/**
 * FCM's web registration API as firebase/messaging calls it
 * (fcmregistrations.googleapis.com): `POST …/registrations` with the
 * browser's push subscription `{web: {endpoint, auth, p256dh,
 * applicationPubKey?}}` answers `{token}`; `PATCH …/registrations/{token}`
 * updates it (same answer); `DELETE …/registrations/{token}` answers `{}`.
 * Every call carries the app's `x-goog-api-key` and a Firebase Installations
 * `x-goog-firebase-installations-auth: FIS …` header, as the SDK sends them.
 */
export async function handleRegistrations(
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
  registry: FcmRegistry,
): Promise<void> {
  const [, project = '', encoded] = match;
  let token: string | undefined;
  try {
    token = encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    return googleError(res, 400, 'INVALID_ARGUMENT', 'The registration token is malformed.');
  }
  if (!req.headers['x-goog-api-key'])
    return googleError(res, 403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
  if (!/^FIS \S+$/.test(String(req.headers['x-goog-firebase-installations-auth'] ?? '')))
    return googleError(
      res,
      401,
      'UNAUTHENTICATED',
      'Request is missing required authentication credential. Expected a Firebase Installations auth token.',
    );
  if (req.method === 'POST' && !token) {
    const web = parseWeb(await readBody(req));
    if (typeof web === 'string') return googleError(res, 400, 'INVALID_ARGUMENT', web);
    return sendJson(res, 200, { token: registry.issue(project, web).token });
  }
  if (!token) return googleError(res, 405, 'INVALID_ARGUMENT', 'Only POST is supported here.');
  if (req.method === 'PATCH') {
    const web = parseWeb(await readBody(req));
    if (typeof web === 'string') return googleError(res, 400, 'INVALID_ARGUMENT', web);
    const issued = registry.update(project, token, web);
    if (!issued) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
    return sendJson(res, 200, { token: issued.token });
  }
  if (req.method === 'DELETE') {
    if (!registry.find(project, token) || !registry.delete(token))
      return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
    return sendJson(res, 200, {});
  }
  return googleError(res, 405, 'INVALID_ARGUMENT', 'Only PATCH and DELETE are supported here.');
}

/** The `web` part of a registration, or why FCM would refuse it. */
function parseWeb(text: string): WebRegistration | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Invalid JSON payload received.';
  }
  const web = (body as { web?: Record<string, unknown> } | null)?.web;
  if (!web || typeof web !== 'object') return "Required field 'web' is missing.";
  const { endpoint, auth, p256dh, applicationPubKey, origin } = web;
  if (typeof endpoint !== 'string' || !/^https?:\/\/\S+$/.test(endpoint))
    return "Invalid value at 'web.endpoint': a push service URL is required.";
  if (base64UrlLength(auth) !== 16)
    return "Invalid value at 'web.auth': 16 bytes, base64url-encoded, are required.";
  if (base64UrlLength(p256dh) !== 65)
    return "Invalid value at 'web.p256dh': an uncompressed P-256 public key is required.";
  if (applicationPubKey !== undefined && base64UrlLength(applicationPubKey) !== 65)
    return "Invalid value at 'web.application_pub_key': an uncompressed P-256 public key is required.";
  return {
    ...(typeof origin === 'string' ? { origin } : {}),
    endpoint,
    auth: auth as string,
    p256dh: p256dh as string,
    ...(typeof applicationPubKey === 'string' ? { applicationPubKey } : {}),
  };
}

function base64UrlLength(value: unknown): number {
  if (typeof value !== 'string' || !/^[\w-]+$/.test(value)) return -1;
  return Buffer.from(value, 'base64url').length;
}

/** Google's API error body, with FCM's error code when it has one. */
export function googleError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  errorCode?: string,
): void {
  sendJson(res, code, {
    error: {
      code,
      message,
      status,
      ...(errorCode
        ? {
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
            ],
          }
        : {}),
    },
  });
}
