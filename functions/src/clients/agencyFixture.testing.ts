import { signUpOwner, type TestUser } from '../testing/emulators';
import { dbFor } from '../firestore';
import type { ApiAnswer } from '../testing/apiClient';

/** An agency workspace with credits, as the Clients page's caller. */
export async function agencyWorkspaceFixture(
  fields: Record<string, unknown> = {},
): Promise<TestUser & { email: string }> {
  const owner = await signUpOwner();
  const email = `agency-${owner.uid.slice(0, 6).toLowerCase()}@example.com`;
  await dbFor('eu')
    .doc(`users/${owner.uid}`)
    .set({
      uid: owner.uid,
      email,
      workspaceName: 'Test Agency',
      workspaceEmails: [email],
      workspaceSecret: 'vg_abcdefghijklmnopqrst',
      loadTokens: 1000,
      ...fields,
    });
  return { ...owner, email };
}

type Call = (
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<ApiAnswer>;

/** Creates an organisation through the API and answers its id. */
export async function createOrgThroughApi(
  call: Call,
  token: string,
  name = 'Lakeside',
): Promise<string> {
  const answer = await call('POST', '/api/eu/orgs', { token, body: { name } });
  if (answer.status !== 201) throw new Error(`Organization not created: ${JSON.stringify(answer)}`);
  return (answer.body.organization as { ID: string }).ID;
}
