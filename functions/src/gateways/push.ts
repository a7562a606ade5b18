import { applicationDefault } from 'firebase-admin/app';
import { loadEnv, projectId } from '../env';

/** A browser push as the dashboard shows it: a title, a body and the page a click opens. */
export interface PushNotice {
  title: string;
  body: string;
  /** An absolute URL of the dashboard. */
  link: string;
  data?: Record<string, string>;
}

/** What FCM said: sent, the token is no longer valid (forget it), or another failure. */
export type PushResult = { sent: true; name: string } | { sent: false; unregistered: boolean };

const TIMEOUT_MS = 10_000;

async function bearerToken(): Promise<string> {
  const env = loadEnv();
  if (env.VG_FCM_ACCESS_TOKEN) return env.VG_FCM_ACCESS_TOKEN;
  // The runtime's service account; its token carries the cloud-platform scope FCM accepts.
  return (await applicationDefault().getAccessToken()).access_token;
}

/**
 * Sends one web push through Firebase Cloud Messaging's HTTP v1 API
 * (`POST {root}/v1/projects/{project}/messages:send`): fcm.googleapis.com in
 * production, the stack's stand-in (same wire format) locally. The Admin
 * SDK's messaging client has its host built in, so the call is made here;
 * it is one authenticated JSON POST. A token FCM reports as UNREGISTERED
 * (or, for a malformed token, INVALID_ARGUMENT) belongs to a browser that
 * no longer takes pushes.
 */
export async function sendPush(token: string, notice: PushNotice): Promise<PushResult> {
  const env = loadEnv();
  const response = await fetch(
    `${env.VG_FCM_API_ROOT}/v1/projects/${encodeURIComponent(projectId(env))}/messages:send`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await bearerToken()}`,
      },
      body: JSON.stringify({
        message: {
          token,
          notification: { title: notice.title, body: notice.body },
          ...(notice.data ? { data: notice.data } : {}),
          webpush: { fcm_options: { link: notice.link } },
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  );
  const answer = (await response.json().catch(() => ({}))) as {
    name?: string;
    error?: { status?: string; details?: { errorCode?: string }[] };
  };
  if (response.ok && answer.name) return { sent: true, name: answer.name };
  const code = answer.error?.details?.find((d) => d.errorCode)?.errorCode ?? answer.error?.status;
  return { sent: false, unregistered: code === 'UNREGISTERED' || code === 'INVALID_ARGUMENT' };
}
