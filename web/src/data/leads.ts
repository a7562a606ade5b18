import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { leadSchema, type Lead, type Region } from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

export interface LeadRecord extends Lead {
  id: string;
}

/** How many leads one page of the Leads page reads. */
export const LEADS_PAGE = 50;
/** How many leads each of a search's prefix queries reads at most. */
export const LEAD_SEARCH_RESULTS = 20;
/** How many leads one query of the CSV export reads. */
const EXPORT_BATCH = 500;

/** The source and tag a list is narrowed to (null: any). */
export interface LeadFilter {
  source: string | null;
  tag: string | null;
}

/** Where the list continues: the last lead read, for the next page's query. */
export type LeadCursor = QueryDocumentSnapshot<DocumentData>;

export interface LeadPage {
  leads: LeadRecord[];
  /** Null when there is no further page. */
  next: LeadCursor | null;
}

function leadsOf(region: Region, agentId: string) {
  return collection(regionDb(region), 'voiceglow', agentId, 'leads');
}

/**
 * The agent's leads narrowed by the filter, most recent contact first.
 * Firestore takes one array-contains per query: with both a tag and a
 * source, the tag is asked of the store and the source kept in `bySource`.
 */
function filtered(region: Region, agentId: string, filter: LeadFilter): Query {
  const narrowed = filter.tag
    ? where('tags', 'array-contains', filter.tag)
    : filter.source
      ? where('sources', 'array-contains', filter.source)
      : null;
  const leads = leadsOf(region, agentId);
  return narrowed
    ? query(leads, narrowed, orderBy('lastContactMs', 'desc'))
    : query(leads, orderBy('lastContactMs', 'desc'));
}

function bySource(filter: LeadFilter) {
  return (lead: LeadRecord) =>
    !filter.tag || !filter.source || lead.sources.includes(filter.source as never);
}

function toRecords(docs: readonly QueryDocumentSnapshot<DocumentData>[]): LeadRecord[] {
  return docs.flatMap((d) => {
    const parsed = leadSchema.safeParse(d.data());
    return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
  });
}

function toPage(
  docs: readonly QueryDocumentSnapshot<DocumentData>[],
  filter: LeadFilter,
): LeadPage {
  return {
    leads: toRecords(docs).filter(bySource(filter)),
    next: docs.length === LEADS_PAGE ? (docs.at(-1) ?? null) : null,
  };
}

/** The first page of the (filtered) leads, live: a new contact shows at once. */
export function watchLeadsPage(
  region: Region,
  agentId: string,
  filter: LeadFilter,
  onChange: (page: LeadPage) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(filtered(region, agentId, filter), limit(LEADS_PAGE)),
    (snap) => onChange(toPage(snap.docs, filter)),
    onError,
  );
}

/** The page after `after`: one query of at most LEADS_PAGE leads. */
export async function fetchLeadsPage(
  region: Region,
  agentId: string,
  filter: LeadFilter,
  after: LeadCursor,
): Promise<LeadPage> {
  const snap = await getDocs(
    query(filtered(region, agentId, filter), startAfter(after), limit(LEADS_PAGE)),
  );
  return toPage(snap.docs, filter);
}

/** How many leads the filter matches, counted by the store (no lead is read). */
export async function countLeads(
  region: Region,
  agentId: string,
  filter: LeadFilter,
): Promise<number | null> {
  // A tag and a source together cannot be counted by one aggregation.
  if (filter.tag && filter.source) return null;
  const snap = await getCountFromServer(filtered(region, agentId, filter));
  return snap.data().count;
}

/**
 * Leads whose e-mail, name or phone starts with `text`: prefix range queries
 * on single-field indexes, at most LEAD_SEARCH_RESULTS each, never a scan.
 * E-mails are stored in lower case; names are matched as typed and with a
 * capital first letter.
 */
export async function searchLeads(
  region: Region,
  agentId: string,
  text: string,
  filter: LeadFilter = { source: null, tag: null },
): Promise<LeadRecord[]> {
  const typed = text.trim();
  if (!typed) return [];
  const prefix = (field: string, start: string) =>
    getDocs(
      query(
        leadsOf(region, agentId),
        where(field, '>=', start),
        where(field, '<=', `${start}\uf8ff`),
        orderBy(field),
        limit(LEAD_SEARCH_RESULTS),
      ),
    );
  const name = typed.charAt(0).toUpperCase() + typed.slice(1);
  const found = await Promise.all([
    prefix('email', typed.toLowerCase()),
    prefix('name', typed),
    ...(name !== typed ? [prefix('name', name)] : []),
    ...(/^[+\d]/.test(typed) ? [prefix('phone', typed)] : []),
  ]);
  const byId = new Map<string, LeadRecord>();
  for (const snap of found) for (const lead of toRecords(snap.docs)) byId.set(lead.id, lead);
  return [...byId.values()]
    .filter(
      (lead) =>
        (!filter.source || lead.sources.includes(filter.source as never)) &&
        (!filter.tag || lead.tags.includes(filter.tag)),
    )
    .sort((a, b) => b.lastContactMs - a.lastContactMs);
}

/** Every lead the filter matches, for the CSV export: read in batches of EXPORT_BATCH. */
export async function exportLeads(
  region: Region,
  agentId: string,
  filter: LeadFilter,
): Promise<LeadRecord[]> {
  const all: LeadRecord[] = [];
  let after: LeadCursor | null = null;
  for (;;) {
    const base = filtered(region, agentId, filter);
    const snap: QuerySnapshot<DocumentData> = await getDocs(
      after
        ? query(base, startAfter(after), limit(EXPORT_BATCH))
        : query(base, limit(EXPORT_BATCH)),
    );
    all.push(...toRecords(snap.docs).filter(bySource(filter)));
    if (snap.docs.length < EXPORT_BATCH) return all;
    after = snap.docs.at(-1) ?? null;
  }
}

/**
 * Opts a lead out of campaigns, or takes the team's opt-out back: a
 * function decides it (the rules let no browser write it). Answers the
 * lead as stored.
 */
export async function setLeadOptOut(
  region: Region,
  agentId: string,
  leadId: string,
  optedOut: boolean,
): Promise<LeadRecord> {
  const answer = await callApi<unknown>(
    region,
    'POST',
    `/agents/${encodeURIComponent(agentId)}/leads/${encodeURIComponent(leadId)}/opt-out`,
    { body: { optedOut } },
  );
  return { id: leadId, ...leadSchema.parse(answer) };
}

/** Sets a lead's tags (the one field the rules let the dashboard change). */
export async function saveLeadTags(
  region: Region,
  agentId: string,
  leadId: string,
  tags: string[],
): Promise<void> {
  await updateDoc(doc(leadsOf(region, agentId), leadId), { tags });
}
