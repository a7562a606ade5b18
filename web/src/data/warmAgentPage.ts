import { CLIENT_ADMIN_ACCESS, type Region } from '@vg/common';
import { watchAgent, type Agent } from './agents';
import { enteredAsAgencyAdmin, watchAuth } from './auth';
import { watchClientAccount, type Client } from './clients';
import { watchAgentSecrets } from './secrets';
import { watchWorkspace } from './workspaces';

/** A live read of a data module (`watchX(…, onChange, onError)`) with its arguments bound. */
export type LiveRead<T = unknown> = (
  onChange: (value: T) => void,
  onError: (error: Error) => void,
) => () => void;

/** An agent page about to open, and what it will read. */
export interface AgentPageReads {
  region: Region;
  agentId: string;
  /** The page's tab ('home', 'analytics', …): a client needs `/{tab}` in its access. */
  tab: string;
  /** The page's own reads: the rules give them to the agent's owner and to its clients with the tab. */
  reads: LiveRead[];
}

/** How long the reads started here are held for the page to take over (the SDK shares them). */
export const WARM_HOLD_MS = 15_000;

/** Whose reads were started: the owner's, a client's, or none (not allowed, or signed out). */
export type WarmDecision = 'owner' | 'client' | 'none';

/**
 * A full load of an agent page would read one thing after another as its
 * layouts render (the account's records, then the agent, then its secrets,
 * then the page's data), a round trip each. This starts them as soon as the
 * saved sign-in is restored, each as soon as what the security rules check
 * for it is known, so they travel together: the account's workspace and
 * client records and the (public) agent at once; the page's reads (and the
 * owner's secrets) once the agent says who owns it. A client's page reads
 * start only when its client record assigns it the agent, from the agent's
 * agency, with the page in its access, exactly what the rules ask, so no
 * read is sent that the rules refuse. Nothing is shown from here: the
 * layouts still decide who sees what, and their listeners for the same
 * documents and queries join these in the Firestore SDK, answered at once
 * when the data is already there. The listeners are stopped after
 * `holdMs` (the page's own remain), or by `stop`.
 */
export function warmAgentPage(
  page: AgentPageReads,
  holdMs = WARM_HOLD_MS,
): { stop: () => void; decided: Promise<WarmDecision> } {
  const { region, agentId } = page;
  const stops: (() => void)[] = [];
  let stopped = false;
  let settle: (decision: WarmDecision) => void = () => undefined;
  const decided = new Promise<WarmDecision>((resolve) => (settle = resolve));
  const ignore = () => undefined;
  const start = <T>(read: LiveRead<T>, onChange: (value: T) => void = ignore) => {
    if (!stopped) stops.push(read(onChange, ignore));
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    settle('none');
    for (const stopRead of stops.splice(0)) stopRead();
  };
  const timer = setTimeout(stop, holdMs);

  let signedIn = false;
  stops.push(
    watchAuth((state) => {
      // Only the first answer (the restored session) counts; a later sign-in renders anew.
      if (signedIn || stopped) return;
      if (state.status !== 'signedIn') return stop();
      signedIn = true;
      const uid = state.user.uid;
      let agent: Agent | null | undefined;
      let client: Client | null | undefined;
      let deciding = false;
      const startPage = (decision: WarmDecision) => {
        if (decision !== 'none' && !stopped) {
          for (const read of page.reads) start(read);
          if (decision === 'owner')
            start((next, fail) => watchAgentSecrets(region, agentId, next, fail));
        }
        settle(decision);
      };
      const decide = () => {
        if (deciding || agent === undefined) return;
        if (agent?.ownerID !== uid && client === undefined) return;
        deciding = true;
        if (agent?.ownerID === uid) return startPage('owner');
        const owner = agent?.ownerID;
        if (!client || !owner || !client.widgetIDs.includes(agentId) || client.ownerID !== owner)
          return startPage('none');
        // The rules read the client's own canAccess, or the agency admin's pages.
        const own = client.canAccess;
        void enteredAsAgencyAdmin()
          .catch(() => false)
          .then((admin) =>
            startPage(
              (admin ? CLIENT_ADMIN_ACCESS : own).includes(`/${page.tab}`) ? 'client' : 'none',
            ),
          );
      };
      start((next, fail) => watchWorkspace(region, uid, next, fail));
      start(
        (next, fail) => watchClientAccount(region, uid, next, fail),
        (value: Client | null) => {
          client = value;
          decide();
        },
      );
      start(
        (next, fail) => watchAgent(region, agentId, next, fail),
        (value: Agent | null) => {
          agent = value;
          decide();
        },
      );
    }),
  );
  return { stop, decided };
}
