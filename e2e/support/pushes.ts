import { LOCAL_PORTS } from '@vg/common';

export interface PushEntry {
  name: string;
  message: {
    token: string;
    notification?: { title?: string; body?: string };
    webpush?: { fcm_options?: { link?: string } };
  };
}

/** Every browser push the local FCM stand-in accepted (its /messages.json), oldest first. */
export async function pushedMessages(): Promise<PushEntry[]> {
  const response = await fetch(`http://127.0.0.1:${LOCAL_PORTS.fcm}/messages.json`);
  return (await response.json()) as PushEntry[];
}
