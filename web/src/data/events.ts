import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import {
  EVENT_LOG_SIZE,
  eventDeliverySchema,
  type EventDelivery,
  type EventsSettingsInput,
  type Region,
} from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

export type LoggedDelivery = EventDelivery & { id: string };

/** The workspace's latest event deliveries, newest first, live. */
export function watchEventDeliveries(
  region: Region,
  workspaceId: string,
  onChange: (deliveries: LoggedDelivery[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(
      collection(regionDb(region), `users/${workspaceId}/eventDeliveries`),
      orderBy('createdAt', 'desc'),
      limit(EVENT_LOG_SIZE),
    ),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = eventDeliverySchema.safeParse(d.data());
          return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
        }),
      ),
    onError,
  );
}

/** Events' Save: the functions store them (browsers may not write `internal`). */
export function saveEventsSettings(
  region: Region,
  workspaceId: string,
  settings: EventsSettingsInput,
): Promise<unknown> {
  return callApi(region, 'POST', `/workspaces/${workspaceId}/events`, { body: settings });
}

export function sendTestEvent(
  region: Region,
  workspaceId: string,
): Promise<{ id: string; delivery: EventDelivery }> {
  return callApi(region, 'POST', `/workspaces/${workspaceId}/events/test`, { body: {} });
}

export function retryEventDelivery(
  region: Region,
  workspaceId: string,
  deliveryId: string,
): Promise<{ id: string; delivery: EventDelivery }> {
  return callApi(
    region,
    'POST',
    `/workspaces/${workspaceId}/events/deliveries/${deliveryId}/retry`,
    { body: {} },
  );
}
