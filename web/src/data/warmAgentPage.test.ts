import { beforeAll, describe, expect, it, vi } from 'vitest';
import { doc, setDoc } from 'firebase/firestore';
import type { AuthState } from './auth';
import { useDataEmulator } from '../../test/dataEmulator';

/** The restored session each test signs in with, and whether it entered as the agency's admin. */
const session = vi.hoisted(() => ({
  state: { status: 'signedOut' } as AuthState,
  admin: false,
  unsubscribed: 0,
}));
vi.mock('./auth', () => ({
  watchAuth: (onChange: (state: AuthState) => void) => {
    queueMicrotask(() => onChange(session.state));
    return () => session.unsubscribed++;
  },
  enteredAsAgencyAdmin: () => Promise.resolve(session.admin),
}));

await useDataEmulator();
const { warmAgentPage } = await import('./warmAgentPage');
const { regionDb } = await import('./firebase');

const AGENT = 'warm-agent';

beforeAll(async () => {
  const db = regionDb('eu');
  await setDoc(doc(db, 'voiceglow', AGENT), { ownerID: 'agency', title: 'Shop' });
  const client = (ownerID: string, canAccess: string[]) => ({
    ownerID,
    email: 'client@shop.test',
    widgetIDs: [AGENT],
    canAccess,
  });
  await setDoc(doc(db, 'clients', 'homeClient'), client('agency', ['/home', '/convos']));
  await setDoc(doc(db, 'clients', 'leadsClient'), client('agency', ['/leads']));
  await setDoc(doc(db, 'clients', 'otherAgencyClient'), client('otherAgency', ['/home']));
});

/** Warms Home for `uid` with one page read, and reports whose reads started. */
async function warmHome(uid: string | null, admin = false) {
  session.state = uid
    ? {
        status: 'signedIn',
        user: {
          uid,
          email: '',
          displayName: '',
          photoURL: '',
          provider: 'password',
          emailVerified: true,
        },
      }
    : { status: 'signedOut' };
  session.admin = admin;
  const stopRead = vi.fn();
  const read = vi.fn(() => stopRead);
  const warm = warmAgentPage({ region: 'eu', agentId: AGENT, tab: 'home', reads: [read] });
  const decision = await warm.decided;
  warm.stop();
  return { decision, started: read.mock.calls.length, stopped: stopRead.mock.calls.length };
}

describe('warmAgentPage', () => {
  it("starts the page's reads for the agent's owner, and stops them", async () => {
    expect(await warmHome('agency')).toEqual({ decision: 'owner', started: 1, stopped: 1 });
  });

  it('starts them for a client of the agent with the page in its access', async () => {
    expect(await warmHome('homeClient')).toEqual({ decision: 'client', started: 1, stopped: 1 });
  });

  it("never for a client without the page, another agency's client or a stranger", async () => {
    for (const uid of ['leadsClient', 'otherAgencyClient', 'stranger'])
      expect(await warmHome(uid), uid).toEqual({ decision: 'none', started: 0, stopped: 0 });
  });

  it("gives the agency's admin its admin pages, as the rules do", async () => {
    expect((await warmHome('leadsClient', true)).decision).toBe('client');
  });

  it('starts nothing without a saved sign-in, and lets go of the auth listener', async () => {
    const before = session.unsubscribed;
    expect(await warmHome(null)).toEqual({ decision: 'none', started: 0, stopped: 0 });
    expect(session.unsubscribed).toBe(before + 1);
  });
});
