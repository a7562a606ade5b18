import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { loadEnv } from '../../env';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';

/** The Meta app: its id, the secret that signs webhook deliveries, the webhook's verify token. */
export function metaApp(): { appId: string; appSecret: string; verifyToken: string } {
  const env = loadEnv();
  if (!env.VG_META_APP_ID || !env.VG_META_APP_SECRET || !env.VG_META_VERIFY_TOKEN)
    throw new HttpError(503, 'WhatsApp, Messenger and Instagram are not set up on this server.', {
      code: 'meta-not-configured',
    });
  return {
    appId: env.VG_META_APP_ID,
    appSecret: env.VG_META_APP_SECRET,
    verifyToken: env.VG_META_VERIFY_TOKEN,
  };
}

/** `waNumbers/{phoneId}`: which agent a WhatsApp number answers for. */
export const waNumberPath = (phoneId: string) => `waNumbers/${pathId(phoneId, 'phoneId')}`;
/** `metaPages/{pageId}`: which agent a page (and its Instagram account) answers for. */
export const metaPagePath = (pageId: string) => `metaPages/${pathId(pageId, 'pageId')}`;
/** Where a claim keeps its token: no rule lets a browser read or write it. */
export const secretsPath = (claimPath: string) => `${claimPath}/private/secrets`;
/** The long-lived user token of a person's Meta login (functions only). */
export const metaLoginPath = (uid: string) => `metaLogins/${pathId(uid, 'uid')}`;

const tokenSecretsSchema = z.looseObject({ accessToken: z.string().min(1) });

export async function readClaimToken(db: Firestore, claimPath: string): Promise<string | null> {
  const parsed = tokenSecretsSchema.safeParse((await db.doc(secretsPath(claimPath)).get()).data());
  return parsed.success ? parsed.data.accessToken : null;
}

/** The person's long-lived Meta token (from the login step), else a 409 asking to log in. */
export async function metaLoginToken(db: Firestore, uid: string): Promise<string> {
  const parsed = tokenSecretsSchema.safeParse((await db.doc(metaLoginPath(uid)).get()).data());
  if (!parsed.success)
    throw new HttpError(409, 'Error: log in with Meta again to choose a number or page.', {
      code: 'meta-login-needed',
    });
  return parsed.data.accessToken;
}
