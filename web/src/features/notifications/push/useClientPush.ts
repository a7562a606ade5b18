import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications as toasts } from '@mantine/notifications';
import type { NotificationsSettings } from '@vg/common';
import {
  disableClientPush,
  enableClientPush,
  pushHeldHere,
  wantsPush,
  type BrowserPush,
} from '../../../data/clientPush';
import { updateOwnClientSettings } from '../../../data/clients';
import { notificationPermission } from '../../../data/pushRegistration';
import type { ClientSession } from '../../clients/ClientContext';

/** A client that never chose: all channels, requests only (spec 4 §9). */
export const DEFAULT_CLIENT_NOTIFY: NotificationsSettings = {
  notifyThrough: 'all',
  notifyIf: 'requestsOnly',
};

/** Why this browser does not take pushes, after an attempt. */
export type PushProblem = Exclude<BrowserPush, { status: 'registered' }>;

export interface ClientPush {
  settings: NotificationsSettings;
  /** The record's push token is this browser's. */
  onHere: boolean;
  permission: ReturnType<typeof notificationPermission>;
  problem: PushProblem | null;
  busy: boolean;
  /** Saves the client's choice; resolves whether it was saved. */
  save: (next: NotificationsSettings) => Promise<boolean>;
  /** Registers this browser for the saved choice (the notice's button). */
  turnOnHere: () => Promise<void>;
  /** Runs the attempt that met `problem` again (after the person changed site settings). */
  retry: () => Promise<void>;
}

/**
 * A client's notification choice with this browser's push registration
 * behind it. Choosing a channel with push asks the browser for permission,
 * registers it with FCM and writes its token with the choice; if the browser
 * refuses, the choice is not saved and `problem` says why. A change that
 * keeps push (only notifyIf) is saved either way. Choosing no push clears
 * the token.
 */
export function useClientPush(session: ClientSession): ClientPush {
  const { region, client } = session;
  const settings = client.notificationsSettings ?? DEFAULT_CLIENT_NOTIFY;
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const lastAttempt = useRef<(() => Promise<unknown>) | null>(null);
  const saved = (ok: boolean) =>
    toasts.show(
      ok
        ? { color: 'green', message: 'Updated client data', autoClose: 2000 }
        : { color: 'red', message: 'Failed to update client data', autoClose: 3000 },
    );

  const save = async (next: NotificationsSettings): Promise<boolean> => {
    lastAttempt.current = () => save(next);
    setBusy(true);
    try {
      if (!wantsPush(next.notifyThrough)) {
        await disableClientPush(region, client.ID, next);
        setProblem(null);
        saved(true);
        return true;
      }
      const choosingPush = next.notifyThrough !== settings.notifyThrough;
      const result = await enableClientPush(region, client.ID, {
        // The browser's prompt only for a choice of push, never for an unrelated change.
        ask: choosingPush,
        settings: next,
        recordToken: client.FB_PUSH_TOKEN,
      });
      if (result.status === 'registered') {
        setProblem(null);
        saved(true);
        return true;
      }
      setProblem(result);
      if (choosingPush) return false;
      await updateOwnClientSettings(region, client.ID, { notificationsSettings: next });
      saved(true);
      return true;
    } catch (error) {
      console.warn('Notification settings not saved', error);
      saved(false);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const turnOnHere = async () => {
    lastAttempt.current = turnOnHere;
    setBusy(true);
    try {
      const result = await enableClientPush(region, client.ID, {
        ask: true,
        recordToken: client.FB_PUSH_TOKEN,
      });
      setProblem(result.status === 'registered' ? null : result);
    } catch (error) {
      console.warn('Push token not saved', error);
      saved(false);
    } finally {
      setBusy(false);
    }
  };

  return {
    settings,
    onHere: pushHeldHere(client.ID, client.FB_PUSH_TOKEN),
    permission: notificationPermission(),
    problem,
    busy,
    save,
    turnOnHere,
    retry: async () => {
      await lastAttempt.current?.();
    },
  };
}

/**
 * On each dashboard load of a client whose choice includes push and whose
 * browser already allows notifications: registers again and writes the token
 * if it changed (FCM tokens rotate; a token FCM dropped was cleared by the
 * functions). Never prompts.
 */
export function useClientPushRefresh(session: ClientSession | null): void {
  const latest = useRef(session);
  latest.current = session;
  const refresh = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    const choice = current.client.notificationsSettings ?? DEFAULT_CLIENT_NOTIFY;
    if (!wantsPush(choice.notifyThrough) || notificationPermission() !== 'granted') return;
    enableClientPush(current.region, current.client.ID, {
      ask: false,
      recordToken: current.client.FB_PUSH_TOKEN,
    }).catch((error: unknown) => console.warn('Push token not refreshed', error));
  }, []);
  const key = session ? `${session.region}/${session.client.ID}` : null;
  useEffect(() => {
    if (key) refresh();
  }, [key, refresh]);
}
