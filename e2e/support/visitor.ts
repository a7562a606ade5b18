import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LOCAL_PORTS } from '@vg/common';
import { STACK_ORIGIN } from './widgetPage';

/** A widget visitor: an anonymous account of the Auth emulator, as the widget makes. */
export async function anonymousVisitor(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `http://127.0.0.1:${LOCAL_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"returnSecureToken":true}',
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * A visitor of `agentId` who said `message` and then asks for a person, as
 * the widget's hand-off button does (POST …/handoff with the visitor's
 * token). Answers the visitor's uid, which is the conversation's id.
 */
export async function visitorAsksForHandoff(
  db: Firestore,
  agentId: string,
  visitor: { name: string; message: string },
): Promise<string> {
  const { uid, idToken } = await anonymousVisitor();
  await db.doc(`voiceglow/${agentId}/convos/${uid}`).set({
    authUid: uid,
    state: 'ai-chatting',
    userName: visitor.name,
    totalUserInteractions: 1,
    lastModified: Timestamp.now(),
    turns: JSON.stringify([
      {
        from: 'human',
        ts: Date.now(),
        messages: [
          { type: 'text', from: 'human', item: { payload: { message: visitor.message } } },
        ],
      },
    ]),
  });
  const response = await fetch(`${STACK_ORIGIN}/api/eu/agents/${agentId}/convos/${uid}/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ request: true }),
  });
  if (response.status !== 200)
    throw new Error(`The hand-off request answered ${response.status}: ${await response.text()}`);
  return uid;
}
