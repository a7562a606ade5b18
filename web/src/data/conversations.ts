import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type Query,
} from 'firebase/firestore';
import {
  appendHumanAgentReply,
  conversationChannelSchema,
  conversationSchema,
  conversationStateAt,
  firstName,
  handoffExpiresAt,
  conversationStateSchema,
  parseStoredTurns,
  storedTimeMillis,
  type ConversationChannelType,
  type Region,
  type StoredConversationState,
  type Turn,
} from '@vg/common';
import { regionDb } from './firebase';

/** A conversation as the inbox shows it. */
export interface ConversationRecord {
  id: string;
  state: StoredConversationState;
  /** Uid of the team member who took the chat. */
  chatAssignedTo: string | null;
  userName: string;
  userEmail: string;
  lastModifiedMs: number;
  /** The visitor's rating, 1 to 5, when given. */
  ratingFrom5?: number | null;
  turns: Turn[];
  /** The agent's owner chatting with it (live preview, test chat), not a visitor. */
  ownerChat: boolean;
  /** The messaging channel the conversation came from; null for the web widget. */
  channel: ConversationChannelType | null;
}

/** How many conversations the inbox follows (newest first). */
export const INBOX_SIZE = 50;

function convosCollection(region: Region, agentId: string) {
  return collection(regionDb(region), 'voiceglow', agentId, 'convos');
}

function convoRef(region: Region, agentId: string, convoId: string) {
  return doc(convosCollection(region, agentId), convoId);
}

function toRecord(id: string, data: DocumentData): ConversationRecord {
  const parsed = conversationSchema.safeParse(data);
  if (!parsed.success)
    console.warn(`Conversation ${id} does not match the schema`, parsed.error.issues);
  // An unreadable field must not hide the conversation from the team.
  const state = conversationStateSchema.safeParse(data.state);
  const history = parseStoredTurns(data.turns);
  if (history.error) console.warn(`Conversation ${id} has unreadable turns`, history.error);
  else if (history.unreadableTurns > 0)
    console.warn(`Conversation ${id}: ${history.unreadableTurns} turns not shown (unreadable)`);
  return {
    id,
    // A request nobody answered within its timeout is over, even before the sweep writes so.
    state: state.success
      ? conversationStateAt({ ...data, state: state.data }, Date.now())
      : 'ai-chatting',
    chatAssignedTo: typeof data.chatAssignedTo === 'string' ? data.chatAssignedTo : null,
    userName: typeof data.userName === 'string' ? data.userName : '',
    userEmail: typeof data.userEmail === 'string' ? data.userEmail : '',
    lastModifiedMs: parsed.success ? storedTimeMillis(parsed.data.lastModified) : 0,
    ratingFrom5: parsed.success ? (parsed.data.ratingFrom5 ?? null) : null,
    turns: history.turns,
    ownerChat: data.ownerChat === true,
    channel: conversationChannelSchema.safeParse(data.channel).data?.type ?? null,
  };
}

/**
 * The agent's conversations, newest first, live. Only those where the
 * visitor acted: the functions set lastModified then, opening the chat
 * alone does not.
 */
export function watchConversations(
  region: Region,
  agentId: string,
  onChange: (conversations: ConversationRecord[]) => void,
  onError: (error: Error) => void,
  count = INBOX_SIZE,
): () => void {
  return watchList(query(newestFirst(region, agentId), limit(count)), byTime, {
    onChange,
    onError,
  });
}

/** A page of conversations, and the id the next (older) page starts after (null after the last). */
export interface ConversationPage {
  conversations: ConversationRecord[];
  lastId: string | null;
}

function newestFirst(region: Region, agentId: string) {
  return query(convosCollection(region, agentId), orderBy('lastModified', 'desc'));
}

// Stored times mix Timestamps and numbers, which the store orders by type first.
const byTime = (all: ConversationRecord[]) =>
  all.sort((a, b) => b.lastModifiedMs - a.lastModifiedMs);

/** The inbox's first page (the newest INBOX_SIZE conversations), live. */
export function watchInboxPage(
  region: Region,
  agentId: string,
  onChange: (page: ConversationPage) => void,
  onError: (error: Error) => void,
): () => void {
  let lastId: string | null = null;
  return watchList(
    query(newestFirst(region, agentId), limit(INBOX_SIZE)),
    (all) => {
      // In the query's order: where the next page starts.
      lastId = all.length === INBOX_SIZE ? (all.at(-1)?.id ?? null) : null;
      return byTime(all);
    },
    { onChange: (conversations) => onChange({ conversations, lastId }), onError },
  );
}

/**
 * The INBOX_SIZE conversations after `afterId` (newest first): one point
 * read for the cursor and one query reading one page, on the single-field
 * index of lastModified, however many conversations the agent has.
 */
export async function fetchConversationPage(
  region: Region,
  agentId: string,
  afterId: string,
): Promise<ConversationPage> {
  const after = await getDoc(convoRef(region, agentId, afterId));
  if (!after.exists()) return { conversations: [], lastId: null };
  const page = await getDocs(
    query(newestFirst(region, agentId), startAfter(after), limit(INBOX_SIZE)),
  );
  const records = page.docs.map((d) => toRecord(d.id, d.data()));
  return {
    conversations: byTime([...records]),
    lastId: page.size === INBOX_SIZE ? (records.at(-1)?.id ?? null) : null,
  };
}

/** How many conversations a search shows at most. */
export const SEARCH_RESULTS = 20;

/**
 * Conversations whose visitor's e-mail or name starts with `text`: two
 * range queries on single-field indexes (userEmail, userName), at most
 * SEARCH_RESULTS each, never a scan of the conversations. E-mails are
 * matched in lower case, names as typed and with a capital first letter.
 */
export async function searchConversations(
  region: Region,
  agentId: string,
  text: string,
): Promise<ConversationRecord[]> {
  const typed = text.trim();
  if (!typed) return [];
  const prefix = (field: string, start: string) =>
    getDocs(
      query(
        convosCollection(region, agentId),
        where(field, '>=', start),
        where(field, '<=', `${start}\uf8ff`),
        orderBy(field),
        limit(SEARCH_RESULTS),
      ),
    );
  const name = typed.charAt(0).toUpperCase() + typed.slice(1);
  const starts = [
    prefix('userEmail', typed.toLowerCase()),
    prefix('userName', typed),
    ...(name !== typed ? [prefix('userName', name)] : []),
  ];
  const found = new Map<string, ConversationRecord>();
  for (const page of await Promise.all(starts))
    for (const d of page.docs) found.set(d.id, toRecord(d.id, d.data()));
  return [...found.values()].sort((a, b) => b.lastModifiedMs - a.lastModifiedMs);
}

/** The agent's visitors waiting for a person (pending hand-off requests), live. */
export function watchWaitingConversations(
  region: Region,
  agentId: string,
  onChange: (conversations: ConversationRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  const waiting = query(
    convosCollection(region, agentId),
    where('state', '==', 'requested_chat'),
    limit(INBOX_SIZE),
  );
  // A request past its timeout is over even before the sweep writes so.
  return watchList(
    waiting,
    (all) => all.filter((c) => c.state === 'requested_chat' && !c.ownerChat),
    { onChange, onError },
  );
}

/** A live list of conversations, shown again when a pending request in it runs out. */
function watchList(
  listed: Query,
  arrange: (conversations: ConversationRecord[]) => ConversationRecord[],
  on: { onChange: (conversations: ConversationRecord[]) => void; onError: (error: Error) => void },
): () => void {
  const expiry = expiryTimer();
  const stop = onSnapshot(
    listed,
    (snap) => {
      const show = () => on.onChange(arrange(snap.docs.map((d) => toRecord(d.id, d.data()))));
      show();
      expiry.schedule(
        snap.docs.map((d) => d.data()),
        show,
      );
    },
    on.onError,
  );
  return () => {
    expiry.stop();
    stop();
  };
}

/**
 * Shows a list again when its next pending hand-off request runs out, so
 * 'Waiting for a human' ends on time without a new snapshot.
 */
function expiryTimer() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(docs: DocumentData[], show: () => void) {
      clearTimeout(timer);
      const now = Date.now();
      const next = docs
        .filter((data) => data.state === 'requested_chat')
        .map((data) => handoffExpiresAt(data))
        .filter((at): at is number => at !== null && at > now)
        .sort((a, b) => a - b)[0];
      if (next !== undefined) timer = setTimeout(show, next - now + 50);
    },
    stop: () => clearTimeout(timer),
  };
}

/** One conversation, live (null when it does not exist). */
export function watchConversation(
  region: Region,
  agentId: string,
  convoId: string,
  onChange: (conversation: ConversationRecord | null) => void,
  onError: (error: Error) => void,
): () => void {
  const expiry = expiryTimer();
  const stop = onSnapshot(
    convoRef(region, agentId, convoId),
    (snap) => {
      const show = () => onChange(snap.exists() ? toRecord(snap.id, snap.data()) : null);
      show();
      expiry.schedule(snap.exists() ? [snap.data()] : [], show);
    },
    onError,
  );
  return () => {
    expiry.stop();
    stop();
  };
}

/**
 * 'Take over': a team member answers from now on; the agent stops replying.
 * Their first name goes with it, so the visitor sees who they talk to.
 */
export async function takeOverConversation(
  region: Region,
  agentId: string,
  convoId: string,
  member: { uid: string; name: string },
): Promise<void> {
  await updateDoc(convoRef(region, agentId, convoId), {
    state: 'human-chatting',
    chatAssignedTo: member.uid,
    chatAssignedName: firstName(member.name),
    handoffRequestedAt: null,
  });
}

/** 'Return to AI': the agent answers again. */
export async function returnConversationToAi(
  region: Region,
  agentId: string,
  convoId: string,
): Promise<void> {
  await updateDoc(convoRef(region, agentId, convoId), {
    state: 'ai-chatting',
    chatAssignedTo: null,
    chatAssignedName: null,
  });
}

export const NOT_YOUR_CHAT_MESSAGE = 'Take over the chat before replying.';

/**
 * A team member's reply, appended to the turns in a transaction so a
 * visitor message or another reply written meanwhile is never lost. Only
 * the team member holding the chat may reply.
 */
export async function sendHumanReply(
  region: Region,
  agentId: string,
  convoId: string,
  reply: { text: string; agentName: string; agentUid: string },
): Promise<void> {
  const db = regionDb(region);
  const ref = convoRef(region, agentId, convoId);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.state !== 'human-chatting' || data.chatAssignedTo !== reply.agentUid) {
      throw new Error(NOT_YOUR_CHAT_MESSAGE);
    }
    const turns = typeof data.turns === 'string' ? data.turns : null;
    tx.update(ref, {
      turns: appendHumanAgentReply(turns, { ...reply, ts: Date.now() }),
      lastModified: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
}
