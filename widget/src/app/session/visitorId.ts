/**
 * The conversation id of this visitor for one agent. A host-supplied userID
 * wins; otherwise a random id is kept in local storage so the conversation
 * survives reloads, or in session storage when the agent forgets chats
 * (chatForget) so every browser session starts a new one.
 */
export function visitorId(
  agentId: string,
  supplied: string | undefined,
  forget: boolean,
  storage: { local?: Storage; session?: Storage } = safeStorages(),
): string {
  if (supplied) return supplied;
  const store = forget ? storage.session : storage.local;
  const key = `vg-visitor-${agentId}`;
  const existing = store?.getItem(key);
  if (existing) return existing;
  const id = `web-${randomId()}`;
  try {
    store?.setItem(key, id);
  } catch {
    // Storage can be full or blocked in third-party frames; the id then lasts for this page.
  }
  return id;
}

/** A fresh id replaces the kept one (chatForget: every session is a new conversation). */
export function renewVisitorId(
  agentId: string,
  forget: boolean,
  storage: { local?: Storage; session?: Storage } = safeStorages(),
): string {
  const store = forget ? storage.session : storage.local;
  const id = `web-${randomId()}`;
  try {
    store?.setItem(`vg-visitor-${agentId}`, id);
  } catch {
    // As above: the id then lasts for this page.
  }
  return id;
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function safeStorages(): { local?: Storage; session?: Storage } {
  const read = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return { local: read('localStorage'), session: read('sessionStorage') };
}
