import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { Region } from '@vg/common';
import {
  fetchConversationPage,
  searchConversations,
  type ConversationRecord,
} from '../../data/conversations';
import { useInboxPage } from '../../data/hooks/useConversations';
import type { LiveValue } from '../../data/hooks/useLiveValue';

interface OlderPages {
  started: boolean;
  conversations: ConversationRecord[];
  lastId: string | null;
}
const NO_OLDER: OlderPages = { started: false, conversations: [], lastId: null };

export interface InboxList {
  /** The live first page followed by the older pages loaded so far, or the search's results. */
  list: LiveValue<ConversationRecord[]>;
  /** Loads the next older page; null when there is none (or while searching). */
  showOlder: (() => void) | null;
  loadingOlder: boolean;
  searching: boolean;
}

/**
 * The inbox's list at any size: the newest page live, older pages one query
 * each on demand, and a search by the visitor's e-mail or name that asks
 * the store (prefix queries), never the conversations loaded in the browser.
 */
export function useInboxList(region: Region, agentId: string, search: string): InboxList {
  const first = useInboxPage(region, agentId);
  const [older, setOlder] = useState<OlderPages>(NO_OLDER);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [term] = useDebouncedValue(search.trim(), 300);
  const [found, setFound] = useState<{ term: string; value: LiveValue<ConversationRecord[]> }>({
    term: '',
    value: { status: 'loading' },
  });

  useEffect(() => {
    setOlder(NO_OLDER);
  }, [region, agentId]);

  useEffect(() => {
    if (!term) return;
    let current = true;
    searchConversations(region, agentId, term).then(
      (value) => current && setFound({ term, value: { status: 'ready', value } }),
      (cause: Error) => current && setFound({ term, value: { status: 'error', error: cause } }),
    );
    return () => {
      current = false;
    };
  }, [region, agentId, term]);

  if (search.trim()) {
    return {
      list: found.term === term && term ? found.value : { status: 'loading' },
      showOlder: null,
      loadingOlder: false,
      searching: true,
    };
  }
  if (first.status !== 'ready')
    return { list: first, showOlder: null, loadingOlder, searching: false };
  if (error)
    return { list: { status: 'error', error }, showOlder: null, loadingOlder, searching: false };
  const live = first.value.conversations;
  const liveIds = new Set(live.map((c) => c.id));
  const conversations = [...live, ...older.conversations.filter((c) => !liveIds.has(c.id))];
  const nextId = older.started ? older.lastId : first.value.lastId;
  const showOlder =
    nextId === null
      ? null
      : () => {
          setLoadingOlder(true);
          fetchConversationPage(region, agentId, nextId)
            .then((page) =>
              setOlder((loaded) => ({
                started: true,
                conversations: [...loaded.conversations, ...page.conversations],
                lastId: page.lastId,
              })),
            )
            .catch((cause: Error) => setError(cause))
            .finally(() => setLoadingOlder(false));
        };
  return {
    list: { status: 'ready', value: conversations },
    showOlder,
    loadingOlder,
    searching: false,
  };
}
