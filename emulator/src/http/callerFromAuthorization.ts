import type { Caller } from '../engine/types';

/**
 * Who a request speaks for, from its Authorization header, as the official
 * emulator decides it: `Bearer owner` bypasses rules; any JWT (emulator
 * tokens are unsigned, `alg: none`) is trusted without verification and its
 * claims become `request.auth`; anything else is unauthenticated.
 */
export function callerFromAuthorization(header: string | undefined): Caller {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  const token = match?.[1]?.trim();
  if (!token) return { kind: 'user', auth: null };
  if (token === 'owner') return { kind: 'owner' };
  const claims = decodeJwtClaims(token);
  const uid = claims?.sub ?? claims?.user_id;
  if (!claims || typeof uid !== 'string' || uid === '') return { kind: 'user', auth: null };
  return { kind: 'user', auth: { uid, token: claims } };
}

function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
