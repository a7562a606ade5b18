import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from '../clients/agencyFixture.testing';
import { errorOf } from '../testing/apiClient';
import { signInAs, signUpOwner } from '../testing/emulators';
import { startLocalOutbox } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
beforeAll(async () => {
  outbox = await startLocalOutbox();
  process.env.VG_SMTP_URL = outbox.smtpUrl;
});
afterAll(() => outbox.close());

const { api } = useApiHarness();

/** An agency with a sending domain and a support address, one organisation and one client. */
async function agencyWithClient(agencyFields: Record<string, unknown> = {}) {
  const owner = await agencyWorkspaceFixture();
  const agencyId = `agency-${owner.uid.slice(0, 8)}`;
  await dbFor('eu')
    .doc(`agencies/${agencyId}`)
    .set({
      ID: agencyId,
      userId: owner.uid,
      name: 'Northwind',
      supportEmail: 'Help@Northwind.test',
      resendEmailDomain: 'northwind.test',
      resendEmailDomainStatus: 'pending',
      ...agencyFields,
    });
  const orgId = await createOrgThroughApi(api.call, owner.idToken);
  const email = `client-${owner.uid.slice(0, 8).toLowerCase()}@example.com`;
  const created = await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
    token: owner.idToken,
    body: { name: 'Chloe Client', email, password: 'dashboard-pass-1' },
  });
  const clientId = (created.body.client as { ID: string }).ID;
  return { owner, agencyId, email, clientToken: (await signInAs(clientId)).idToken };
}

const feedback = (fields: Record<string, unknown> = {}) => ({
  to: 'help@northwind.test',
  subject: 'Dashboard idea',
  html: '<p>Could the inbox <b>sort</b> by waiting time?</p><script>alert(1)</script>',
  bucket: 'eu',
  ...fields,
});

describe('POST /agencies/{id}/email', () => {
  it("sends a client's feedback to the agency's support address, as text, with the client to reply to", async () => {
    const agency = await agencyWithClient();
    const answer = await api.call('POST', `/api/eu/agencies/${agency.agencyId}/email`, {
      token: agency.clientToken,
      body: feedback(),
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const mail = outbox.messages.find((m) => m.envelopeTo.includes('help@northwind.test'));
    expect(mail?.subject).toBe('Feedback from Chloe Client: Dashboard idea');
    expect(mail?.text.trim()).toBe('Could the inbox sort by waiting time?');
    expect((mail as unknown as { replyTo?: string }).replyTo ?? agency.email).toContain(
      agency.email,
    );
  });

  it('refuses other recipients, strangers and agencies without a sending domain, with messages a person can act on', async () => {
    const agency = await agencyWithClient();
    const url = `/api/eu/agencies/${agency.agencyId}/email`;
    const elsewhere = await api.call('POST', url, {
      token: agency.clientToken,
      body: feedback({ to: ['help@northwind.test', 'someone@else.test'] }),
    });
    expect(elsewhere.status).toBe(403);
    expect(errorOf(elsewhere).message).toBe(
      'Feedback goes to your provider only: send it to help@northwind.test.',
    );

    const stranger = await signUpOwner();
    const foreign = await api.call('POST', url, { token: stranger.idToken, body: feedback() });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).message).toBe("Only this agency's clients can send it feedback.");

    const owner = await api.call('POST', url, {
      token: agency.owner.idToken,
      body: feedback({ to: 'someone@else.test' }),
    });
    expect(owner.status).toBe(403);
    expect(errorOf(owner).message).toBe(
      'someone@else.test is not one of your clients: agency mail goes to your clients only.',
    );
    const toClient = await api.call('POST', url, {
      token: agency.owner.idToken,
      body: feedback({ to: agency.email, subject: 'Welcome aboard' }),
    });
    expect(toClient.status).toBe(200);
    expect(outbox.messages.at(-1)).toMatchObject({
      subject: 'Welcome aboard',
      envelopeTo: [agency.email],
    });

    const noDomain = await agencyWithClient({ resendEmailDomain: null });
    const refused = await api.call('POST', `/api/eu/agencies/${noDomain.agencyId}/email`, {
      token: noDomain.clientToken,
      body: feedback(),
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toContain('no e-mail sending domain yet');

    const missing = await api.call('POST', '/api/eu/agencies/no-such-agency/email', {
      token: agency.clientToken,
      body: feedback(),
    });
    expect(missing.status).toBe(404);
  });

  it('parses its input and limits how often a client can write', async () => {
    const agency = await agencyWithClient();
    const url = `/api/eu/agencies/${agency.agencyId}/email`;
    const bad = [
      [feedback({ to: 'not-an-address' }), 'to'],
      [feedback({ html: '   ' }), 'Please write a message.'],
      [feedback({ subject: 'x'.repeat(201) }), 'The subject is limited to 200 characters.'],
      [feedback({ bucket: 'mars' }), 'bucket'],
      [{ ...feedback(), extra: true }, 'extra'],
    ] as const;
    for (const [body, expected] of bad) {
      const answer = await api.call('POST', url, { token: agency.clientToken, body });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toContain(expected);
    }
    // Five in a row, then one a minute.
    const before = outbox.messages.length;
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await api.call('POST', url, { token: agency.clientToken, body: feedback() }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(errorOf(answers[5]!).message).toMatch(
      /^Too many e-mails: please wait \d+ seconds? and try again\.$/,
    );
    expect(outbox.messages.length - before).toBe(5);
  });
});
