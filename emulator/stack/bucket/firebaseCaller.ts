/** Who a Firebase Storage request comes from, as rules see it (`request.auth`). */
export type FirebaseCaller =
  { auth: { uid: string; token: Record<string, unknown> } | null } | { refused: string };

/**
 * Reads `Authorization: Firebase <ID token>` (the `firebase/storage` SDK's
 * header; `Bearer` is accepted too) as the Storage emulator does: the
 * token's claims become `request.auth.token` and `user_id` (else `sub`) its
 * uid; no header is a signed-out caller. The Auth emulator signs nothing
 * and the SDKs' emulator tokens (`mockUserToken`) are issued in 1970, so,
 * like the Storage emulator, neither signature nor expiry is checked; but a
 * header that is not a JWT naming a user of this project (`aud`) is refused
 * (401), as Cloud Storage for Firebase refuses it, and never read as an
 * administrator (the Storage emulator's `owner`: the functions use the JSON
 * API with their service account instead).
 */
export function firebaseCaller(header: string | undefined, projectId: string): FirebaseCaller {
  if (!header) return { auth: null };
  const token = /^(?:Firebase|Bearer)\s+[\w-]+\.([\w-]+)\.[\w-]*$/i.exec(header);
  if (!token) return { refused: 'The authorization header is not a Firebase ID token.' };
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(token[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return { refused: 'The Firebase ID token cannot be read.' };
  }
  if (typeof claims !== 'object' || claims === null)
    return { refused: 'The Firebase ID token cannot be read.' };
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || !uid) return { refused: 'The Firebase ID token names no user.' };
  if (claims.aud !== projectId)
    return { refused: `The Firebase ID token is for another project than ${projectId}.` };
  return { auth: { uid, token: claims } };
}
