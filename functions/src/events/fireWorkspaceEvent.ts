import { logger } from 'firebase-functions';
import type { Workspace } from '@vg/common';
import { sendMail } from '../gateways/mail';

/** Event types a workspace may subscribe to for its clients and organisations. */
export type WorkspaceEventType =
  | 'client_created'
  | 'client_updated'
  | 'organization_created'
  | 'organization_updated'
  | 'credits_transferred';

const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * Posts `{type, payload}` to the workspace's events endpoint when it
 * subscribed to `type` (spec 4 §7); the payload carries createdAt (unix
 * seconds) and the workspace secret so the receiver can tell it is ours.
 * A failed delivery never fails the change that caused it: the workspace's
 * e-mails are told instead.
 */
export async function fireWorkspaceEvent(
  workspace: Workspace,
  type: WorkspaceEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  const events = workspace.internal?.events;
  if (!events?.endpoint || !events.subscribedEvents.includes(type)) return;
  const body = {
    type,
    payload: {
      ...payload,
      createdAt: Math.floor(Date.now() / 1000),
      workspaceSecret: workspace.workspaceSecret ?? '',
    },
  };
  let problem: string | null = null;
  try {
    const response = await fetch(events.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) problem = `it answered HTTP ${response.status}`;
  } catch (error) {
    problem = `it could not be reached (${(error as Error).message})`;
  }
  if (problem) await reportFailure(workspace, events.endpoint, type, problem);
}

async function reportFailure(
  workspace: Workspace,
  endpoint: string,
  type: WorkspaceEventType,
  problem: string,
): Promise<void> {
  const to = [...new Set([workspace.email, ...(workspace.workspaceEmails ?? [])])].filter(
    (email): email is string => !!email,
  );
  if (to.length === 0) return;
  await sendMail({
    to,
    subject: `Your events webhook failed: ${type}`,
    text:
      `We could not deliver the ${type} event of ${workspace.workspaceName ?? 'your workspace'} ` +
      `to ${endpoint}: ${problem}.\n\nCheck the endpoint in the Events settings; ` +
      'the change itself was saved.',
  }).catch((error: unknown) => logger.error('Webhook failure e-mail not sent:', error));
}
