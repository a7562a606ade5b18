import type { Firestore } from 'firebase-admin/firestore';
import type { Workspace, WorkspaceEventType } from '@vg/common';
import { deliverEvent } from './deliverEvent';

/**
 * Sends a workspace event (spec 4 §7) when the workspace subscribed to its
 * type on the Events page; see deliverEvent for how.
 */
export async function fireWorkspaceEvent(
  db: Firestore,
  workspace: Workspace,
  type: WorkspaceEventType,
  payload: Record<string, unknown>,
): Promise<void> {
  const events = workspace.internal?.events;
  if (!events?.endpoint || !events.subscribedEvents.includes(type)) return;
  await deliverEvent({
    db,
    workspace,
    endpoint: events.endpoint,
    type,
    payload,
    emailOnFailure: true,
  });
}
