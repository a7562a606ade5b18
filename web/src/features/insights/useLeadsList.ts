import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { Region } from '@vg/common';
import { useLeadsPage } from '../../data/hooks/useInsights';
import type { LiveValue } from '../../data/hooks/useLiveValue';
import {
  countLeads,
  fetchLeadsPage,
  searchLeads,
  type LeadCursor,
  type LeadFilter,
  type LeadRecord,
} from '../../data/leads';

interface MorePages {
  key: string;
  started: boolean;
  leads: LeadRecord[];
  next: LeadCursor | null;
}

export interface LeadsList {
  /** The live first page followed by the pages loaded so far, or the search's results. */
  list: LiveValue<LeadRecord[]>;
  /** Loads the next page; null when there is none (or while searching). */
  showMore: (() => void) | null;
  loadingMore: boolean;
  searching: boolean;
  /** How many leads the filter matches (counted by the store); null while unknown. */
  total: number | null;
}

/**
 * The Leads page's list at any size: the newest page live, further pages
 * one query each on demand, a search by e-mail, name or phone that asks the
 * store (prefix queries), and the total counted by an aggregation query —
 * never every lead read into the browser.
 */
export function useLeadsList(
  region: Region,
  agentId: string,
  filter: LeadFilter,
  search: string,
): LeadsList {
  const key = `${region}/${agentId}/${filter.source ?? ''}/${filter.tag ?? ''}`;
  const first = useLeadsPage(region, agentId, filter);
  const [more, setMore] = useState<MorePages>({ key, started: false, leads: [], next: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [total, setTotal] = useState<{ key: string; count: number | null }>({ key, count: null });
  const [term] = useDebouncedValue(search.trim(), 300);
  const [found, setFound] = useState<{ term: string; value: LiveValue<LeadRecord[]> }>({
    term: '',
    value: { status: 'loading' },
  });
  const firstIds = first.status === 'ready' ? first.value.leads.map((l) => l.id).join() : '';

  useEffect(() => {
    if (!agentId) return;
    let current = true;
    countLeads(region, agentId, filter).then(
      (count) => current && setTotal({ key, count }),
      () => current && setTotal({ key, count: null }),
    );
    return () => {
      current = false;
    };
    // Counted again when the filter changes or a lead joins the first page.
  }, [key, firstIds]);

  useEffect(() => {
    if (!term || !agentId) return;
    let current = true;
    searchLeads(region, agentId, term, filter).then(
      (value) => current && setFound({ term, value: { status: 'ready', value } }),
      (cause: Error) => current && setFound({ term, value: { status: 'error', error: cause } }),
    );
    return () => {
      current = false;
    };
  }, [key, term]);

  const count = total.key === key ? total.count : null;
  if (search.trim()) {
    return {
      list: found.term === term && term ? found.value : { status: 'loading' },
      showMore: null,
      loadingMore: false,
      searching: true,
      total: count,
    };
  }
  if (first.status !== 'ready') {
    return { list: first, showMore: null, loadingMore, searching: false, total: count };
  }
  if (error) {
    return {
      list: { status: 'error', error },
      showMore: null,
      loadingMore,
      searching: false,
      total: count,
    };
  }
  const loaded = more.key === key ? more : { key, started: false, leads: [], next: null };
  const liveIds = new Set(first.value.leads.map((lead) => lead.id));
  const leads = [...first.value.leads, ...loaded.leads.filter((lead) => !liveIds.has(lead.id))];
  const next = loaded.started ? loaded.next : first.value.next;
  const showMore =
    next === null
      ? null
      : () => {
          setLoadingMore(true);
          fetchLeadsPage(region, agentId, filter, next)
            .then((page) =>
              setMore({
                key,
                started: true,
                leads: [...loaded.leads, ...page.leads],
                next: page.next,
              }),
            )
            .catch((cause: Error) => setError(cause))
            .finally(() => setLoadingMore(false));
        };
  return {
    list: { status: 'ready', value: leads },
    showMore,
    loadingMore,
    searching: false,
    total: count,
  };
}
