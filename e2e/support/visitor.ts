import { LOCAL_PORTS } from '@vg/common';

/** A widget visitor: an anonymous account of the Auth emulator, as the widget makes. */
export async function anonymousVisitor(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://127.0.0.1:${LOCAL_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"returnSecureToken":true}',
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}
