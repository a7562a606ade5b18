import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { startLocalOutbox } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from './agencyFixture.testing';
import { clientSignInCallable } from './clientSignIn';
import { ssoClientCallable } from './ssoClient';
import { clientAdminSignInCallable } from './clientAdminSignIn';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
beforeAll(async () => {
  outbox = await startLocalOutbox();
  process.env.VG_SMTP_URL = outbox.smtpUrl;
});
afterAll(() => outbox.close());

const { api } = useApiHarness();

/** The callables as the Functions runtime calls them: the browser sends no auth yet. */
const call = <T>(handler: (request: CallableRequest<unknown>) => Promise<T>, data: unknown) =>
  handler({ data } as CallableRequest<unknown>);

/** What the browser does with the answer: signs in with the custom token at the Auth server. */
async function signInWithToken(token: string): Promise<string> {
  return (await idTokenClaims(token)).user_id;
}

/** The claims of the ID token the Auth server gives for the custom token. */
async function idTokenClaims(token: string): Promise<{ user_id: string; agencyAdmin?: boolean }> {
  const response = await fetch(
    `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  const payload = JSON.parse(
    Buffer.from(String(body.idToken).split('.')[1]!, 'base64url').toString(),
  );
  return payload as { user_id: string; agencyAdmin?: boolean };
}

async function onboardedClient(password = 'dashboard-pass-1') {
  const agency = await agencyWorkspaceFixture();
  const agencyId = `agency-${agency.uid.slice(0, 8)}`;
  await dbFor('eu')
    .doc(`agencies/${agencyId}`)
    .set({ ID: agencyId, userId: agency.uid, name: 'Northwind', supportEmail: 'help@nw.test' });
  const orgId = await createOrgThroughApi(api.call, agency.idToken);
  const email = `client-${agency.uid.slice(0, 8).toLowerCase()}@example.com`;
  const created = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
    token: agency.idToken,
    body: { name: 'Chloe', email, password },
  });
  return { agencyId, email, password, clientId: (created.body.client as { ID: string }).ID };
}

/** The code of the latest login e-mail to `email` in the outbox. */
async function mailedCode(email: string): Promise<string> {
  const latest = () =>
    outbox.messages.filter((message) => message.envelopeTo.includes(email)).at(-1)?.subject;
  await expect.poll(latest).toMatch(/login code: \d{6}$/);
  return /(\d{6})$/.exec(latest() ?? '')?.[1] ?? '';
}

const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  );

describe('clientSignIn', () => {
  it('checks the password on the server and answers a token for the client uid', async () => {
    const client = await onboardedClient();
    const answer = await call(clientSignInCallable, {
      email: client.email.toUpperCase(),
      password: client.password,
      agencyId: client.agencyId,
      region: 'eu',
    });
    expect(answer.data.clientData.email).toBe(client.email);
    expect(await signInWithToken(answer.data.clientData.token)).toBe(client.clientId);
  });

  it("answers the spec's login messages", async () => {
    const client = await onboardedClient();
    const signIn = (data: Record<string, unknown>) =>
      rejection(call(clientSignInCallable, { region: 'eu', agencyId: client.agencyId, ...data }));
    expect(await signIn({ email: '', password: '' })).toEqual({
      code: 'invalid-argument',
      message: 'email: Please enter your email and password.',
    });
    expect(await signIn({ email: 'nobody@example.com', password: 'x' })).toEqual({
      code: 'not-found',
      message: "This email doesn't exsit.",
    });
    expect(await signIn({ email: client.email, password: 'wrong' })).toEqual({
      code: 'permission-denied',
      message: 'Password is incorrect please try again.',
    });
    await dbFor('eu').doc(`clientSecrets/${client.clientId}`).delete();
    expect(await signIn({ email: client.email, password: client.password })).toEqual({
      code: 'failed-precondition',
      message: 'Please login again.',
    });
  });

  it("signs in only on its own agency's screen, and never as a workspace", async () => {
    const client = await onboardedClient();
    await dbFor('eu').doc('agencies/other-agency').set({ userId: 'someone-else' });
    expect(
      await rejection(
        call(clientSignInCallable, {
          email: client.email,
          password: client.password,
          agencyId: 'other-agency',
          region: 'eu',
        }),
      ),
    ).toMatchObject({ code: 'not-found' });
    await dbFor('eu').doc(`users/${client.clientId}`).set({ uid: client.clientId });
    expect(
      await rejection(
        call(clientSignInCallable, {
          email: client.email,
          password: client.password,
          agencyId: client.agencyId,
          region: 'eu',
        }),
      ),
    ).toMatchObject({ code: 'failed-precondition' });
  });

  it('pauses after 10 wrong passwords', async () => {
    const client = await onboardedClient();
    const attempt = (password: string) =>
      rejection(call(clientSignInCallable, { email: client.email, password, region: 'eu' }));
    for (let i = 0; i < 10; i++)
      expect(await attempt('wrong')).toMatchObject({ code: 'permission-denied' });
    expect(await attempt(client.password)).toMatchObject({ code: 'resource-exhausted' });
  });
});

describe('ssoClient', () => {
  it('e-mails a code that signs in once', async () => {
    const client = await onboardedClient();
    const request = { email: client.email, agencyId: client.agencyId, region: 'eu' };
    expect(await call(ssoClientCallable, request)).toEqual({
      data: { sent: true, email: client.email },
    });
    const code = await mailedCode(client.email);
    expect(outbox.messages.at(-1)?.subject).toBe(`Your Northwind login code: ${code}`);
    expect(
      JSON.stringify((await dbFor('eu').doc(`clientSecrets/${client.clientId}`).get()).data()),
    ).not.toContain(code);

    expect(await rejection(call(ssoClientCallable, { ...request, code: otherThan(code) }))).toEqual(
      {
        code: 'permission-denied',
        message: 'That code is not right. Check the e-mail and try again.',
      },
    );
    const answer = await call(ssoClientCallable, { ...request, code });
    expect(
      await signInWithToken(
        (answer as { data: { clientData: { token: string } } }).data.clientData.token,
      ),
    ).toBe(client.clientId);
    expect(await rejection(call(ssoClientCallable, { ...request, code }))).toMatchObject({
      code: 'deadline-exceeded',
    });
  });

  it('allows 5 tries per code and refuses bad input', async () => {
    const client = await onboardedClient();
    const request = { email: client.email, agencyId: client.agencyId, region: 'eu' };
    await call(ssoClientCallable, request);
    const code = await mailedCode(client.email);
    for (let i = 0; i < 5; i++) {
      expect(
        await rejection(call(ssoClientCallable, { ...request, code: otherThan(code) })),
      ).toMatchObject({ code: 'permission-denied' });
    }
    expect(await rejection(call(ssoClientCallable, { ...request, code }))).toEqual({
      code: 'resource-exhausted',
      message: 'Too many wrong codes. Press Resend Code for a new one.',
    });
    expect(await rejection(call(ssoClientCallable, { ...request, code: 'abc' }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(await rejection(call(ssoClientCallable, { email: client.email }))).toMatchObject({
      code: 'invalid-argument',
    });
    expect(
      await rejection(call(ssoClientCallable, { ...request, email: 'nobody@example.com' })),
    ).toEqual({ code: 'not-found', message: "This email doesn't exsit." });
  });
});

describe('clientAdminSignIn', () => {
  const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxY';
  const ERROR = {
    code: 'permission-denied',
    message: 'Error occurred signing in with admin access.',
  };

  it("enters the client's dashboard with the agency secret, marked as the agency's admin", async () => {
    const client = await onboardedClient();
    await dbFor('eu').doc(`agencies/${client.agencyId}`).update({ secret: SECRET });
    const answer = await call(clientAdminSignInCallable, {
      email: client.email,
      agencyId: client.agencyId,
      secret: SECRET,
      region: 'eu',
    });
    const claims = await idTokenClaims(
      (answer as { data: { clientData: { token: string } } }).data.clientData.token,
    );
    expect(claims).toMatchObject({ user_id: client.clientId, agencyAdmin: true });
  });

  it('answers one message for a wrong secret, an agency without one, another agency or an unknown e-mail', async () => {
    const client = await onboardedClient();
    const request = { email: client.email, agencyId: client.agencyId, region: 'eu' };
    // The agency has no secret yet: nothing opens it, not even an empty one.
    expect(
      await rejection(call(clientAdminSignInCallable, { ...request, secret: SECRET })),
    ).toEqual(ERROR);
    await dbFor('eu').doc(`agencies/${client.agencyId}`).update({ secret: SECRET });
    const wrong = `${SECRET.slice(0, -1)}Z`;
    expect(await rejection(call(clientAdminSignInCallable, { ...request, secret: wrong }))).toEqual(
      ERROR,
    );
    // Another agency's secret does not open this agency's client.
    const other = await onboardedClient();
    await dbFor('eu').doc(`agencies/${other.agencyId}`).update({ secret: SECRET });
    expect(
      await rejection(
        call(clientAdminSignInCallable, { ...request, agencyId: other.agencyId, secret: SECRET }),
      ),
    ).toEqual(ERROR);
    expect(
      await rejection(
        call(clientAdminSignInCallable, {
          ...request,
          email: 'nobody@example.com',
          secret: SECRET,
        }),
      ),
    ).toEqual(ERROR);
    expect(
      await rejection(call(clientAdminSignInCallable, { email: client.email, secret: SECRET })),
    ).toMatchObject({ code: 'invalid-argument' });
  });
});
