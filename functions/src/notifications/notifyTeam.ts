import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { NOTIFICATION_COLLECTIONS, clientSchema, type Region } from '@vg/common';

export interface TeamNotice {
  region: Region;
  agentId: string;
  ownerID: string;
  /** The agent's title, as e-mails and pushes name it. */
  agentName?: string;
  convoId: string;
  title: string;
  body: string;
  /** A request for a person (handoff, e-mail form) rather than any message. */
  isRequest: boolean;
}

export interface TeamRecipient {
  clientId: string;
  email: string;
  wantsEmail: boolean;
  /** The browser's FCM registration token, when the client takes pushes. */
  pushToken?: string;
}

/**
 * Who hears about a conversation: the agent's clients (organisation users)
 * whose settings ask for it. notifyIf 'none' opts out; 'requestsOnly' (the
 * default) hears only about requests.
 *
 * Only client records of the agency that owns the agent count: a record
 * that lists the agent but belongs to another workspace never receives the
 * owner's conversations, nor does one that would stand for the owner.
 */
export async function teamRecipients(
  db: Firestore,
  agent: { ID: string; ownerID: string },
  isRequest: boolean,
): Promise<TeamRecipient[]> {
  const agentId = agent.ID;
  const snapshot = await db
    .collection('clients')
    .where('widgetIDs', 'array-contains', agentId)
    .limit(100)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = clientSchema.safeParse({ ID: doc.id, ...doc.data() });
    if (!parsed.success || !isAgencyClient(parsed.data, agent.ownerID)) return [];
    const settings = parsed.data.notificationsSettings ?? {
      notifyIf: 'requestsOnly',
      notifyThrough: 'all',
    };
    if (settings.notifyIf === 'none' || (settings.notifyIf === 'requestsOnly' && !isRequest))
      return [];
    const wantsEmail = settings.notifyThrough === 'email' || settings.notifyThrough === 'all';
    const wantsPush = settings.notifyThrough === 'push' || settings.notifyThrough === 'all';
    const token = parsed.data.FB_PUSH_TOKEN;
    return [
      {
        clientId: parsed.data.ID,
        email: parsed.data.email,
        wantsEmail,
        ...(wantsPush && token ? { pushToken: token } : {}),
      },
    ];
  });
}

/** A client record the agent's own agency made for someone other than itself. */
export function isAgencyClient(client: { ID: string; ownerID?: string }, ownerID: string): boolean {
  return client.ownerID === ownerID && client.ID !== ownerID;
}

/**
 * Queues the dashboard notifications of a conversation event in the
 * caller's batch or transaction: level 1 for the owner's workspace, level 2
 * for the listed clients. With a `key`, the notifications have that id, so
 * the same event told again replaces them (fresh time, unseen) instead of
 * adding more.
 */
export function queueTeamNotifications(
  db: Firestore,
  writer: { set(ref: DocumentReference, data: DocumentData): unknown },
  notice: TeamNotice,
  clientIds: string[],
  now = Date.now(),
  key?: string,
  /** False for news only the listed clients asked for (notifyIf 'all'): no level-1 copy for the owner. */
  tellOwner = true,
): void {
  const base = {
    ownerID: notice.ownerID,
    // The panel shortens texts for display; the stored ones stay readable.
    title: notice.title.slice(0, 200),
    body: notice.body.slice(0, 1000),
    ts: Timestamp.fromMillis(now),
    urlPathname: noticePath(notice),
    seen: false,
    agentId: notice.agentId,
    convoId: notice.convoId,
  };
  const ref = (collection: string) =>
    key ? db.collection(collection).doc(key) : db.collection(collection).doc();
  if (tellOwner) {
    const ownerRef = ref(NOTIFICATION_COLLECTIONS[1]);
    writer.set(ownerRef, { ...base, ID: ownerRef.id, notificationLevel: 1 });
  }
  if (clientIds.length > 0) {
    const clientRef = ref(NOTIFICATION_COLLECTIONS[2]);
    writer.set(clientRef, {
      ...base,
      ID: clientRef.id,
      notificationLevel: 2,
      notifyOnly: clientIds,
    });
  }
}

/** The dashboard page a notice opens: the conversation in the agent's inbox. */
export function noticePath(notice: Pick<TeamNotice, 'region' | 'agentId' | 'convoId'>): string {
  return `/app/${notice.region}/agents/${notice.agentId}/convos?convo=${encodeURIComponent(notice.convoId)}`;
}
