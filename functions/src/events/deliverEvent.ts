import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { EVENT_DELIVERY_ATTEMPTS, type EventDelivery, type Workspace } from '@vg/common';
import { loadEnv } from '../env';
import { sendMail } from '../gateways/mail';
import { AddressGuard } from '../tools/addressGuard';
import { guardedRequest, type GuardedResponse } from '../tools/guardedRequest';

const EVENT_TIMEOUT_MS = 5000;
/** A receiver's answer is only read for its status; keep little of it. */
const EVENT_MAX_RESPONSE_BYTES = 16 * 1024;
/** Waits before the second and third tries. */
const RETRY_DELAYS_MS = [500, 1500];

export interface DeliveryRequest {
  db: Firestore;
  workspace: Workspace;
  endpoint: string;
  type: string;
  /** The event's payload without createdAt and the secret, which each sending adds. */
  payload: Record<string, unknown>;
  /** E-mail the workspace when it finally fails (real events; not Events' test). */
  emailOnFailure: boolean;
  retryOf?: string;
}

/**
 * Posts `{type, payload}` to a workspace's events endpoint (spec 4 §7): the
 * payload carries createdAt (unix seconds) and the workspace secret so the
 * receiver can tell it is ours. The server posts, through the same guard
 * as tools (no private addresses, no redirects, a timeout). A network
 * error, 408, 429 or 5xx is tried again, up to three tries in all; each
 * delivery is logged under users/{uid}/eventDeliveries for the Events
 * page. A failed delivery never fails the change that caused it.
 */
export async function deliverEvent(
  request: DeliveryRequest,
): Promise<{ id: string; delivery: EventDelivery }> {
  const { db, workspace, endpoint, type, payload } = request;
  let attempts = 0;
  let answer: GuardedResponse;
  for (;;) {
    attempts += 1;
    answer = await post(endpoint, type, payload, workspace.workspaceSecret ?? '');
    if (answer.ok || attempts >= EVENT_DELIVERY_ATTEMPTS || !worthRetrying(answer)) break;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempts - 1] ?? 0));
  }
  const delivery: EventDelivery = {
    type,
    endpoint,
    status: answer.ok ? 'delivered' : 'failed',
    attempts,
    payload,
    createdAt: Math.floor(Date.now() / 1000),
    ...(answer.status ? { httpStatus: answer.status } : {}),
    ...(answer.error ? { error: answer.error } : {}),
    ...(request.retryOf ? { retryOf: request.retryOf } : {}),
  };
  const ref = db.collection(`users/${workspace.uid}/eventDeliveries`).doc();
  await ref.set(delivery).catch((error: unknown) => logger.error('Delivery not logged:', error));
  if (!answer.ok && request.emailOnFailure) await reportFailure(workspace, delivery);
  return { id: ref.id, delivery };
}

function post(endpoint: string, type: string, payload: Record<string, unknown>, secret: string) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return Promise.resolve({ ok: false, error: 'The endpoint is not a web address.', ms: 0 });
  }
  const body = Buffer.from(
    JSON.stringify({
      type,
      payload: { ...payload, createdAt: Math.floor(Date.now() / 1000), workspaceSecret: secret },
    }),
  );
  return guardedRequest(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    },
    {
      // The local stack's own receivers (the demo API) are the only private hosts allowed.
      guard: AddressGuard.fromList(loadEnv().VG_TOOL_ALLOWED_HOSTS),
      timeoutMs: EVENT_TIMEOUT_MS,
      maxBytes: EVENT_MAX_RESPONSE_BYTES,
      label: 'events endpoint',
    },
  ).then((answer) => ({
    ...answer,
    ...(answer.error
      ? { error: answer.error.replace(/^Tools may only call/, 'Events may only go to') }
      : {}),
  }));
}

function worthRetrying(answer: GuardedResponse): boolean {
  if (answer.status === undefined) return !/public addresses|redirect/.test(answer.error ?? '');
  return answer.status === 408 || answer.status === 429 || answer.status >= 500;
}

async function reportFailure(workspace: Workspace, delivery: EventDelivery): Promise<void> {
  const to = [...new Set([workspace.email, ...(workspace.workspaceEmails ?? [])])].filter(
    (email): email is string => !!email,
  );
  if (to.length === 0) return;
  const problem = delivery.httpStatus
    ? `it answered HTTP ${delivery.httpStatus}`
    : `it could not be reached (${delivery.error ?? 'no answer'})`;
  await sendMail({
    to,
    subject: `Your events webhook failed: ${delivery.type}`,
    text:
      `We could not deliver the ${delivery.type} event of ${workspace.workspaceName ?? 'your workspace'} ` +
      `to ${delivery.endpoint}: ${problem}, after ${delivery.attempts} tries.\n\n` +
      'The Events page lists the delivery and can send it again; the change itself was saved.',
  }).catch((error: unknown) => logger.error('Webhook failure e-mail not sent:', error));
}
