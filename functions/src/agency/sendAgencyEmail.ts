import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { agencyEmailRequestSchema } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { sendAgencyMail } from './agencyMail';
import { isSafeId, requireAccount } from './agencyStore';
import { htmlToText } from './htmlToText';

/**
 * POST /agencies/{agencyId}/email: mail from the agency's sending domain.
 * A client of the agency sends its feedback to the agency's support
 * address (and to nobody else: the domain is the agency's, not a relay); the
 * agency's owner may write to its own clients. The message is sent as plain
 * text (tags removed), with the client's address to reply to.
 */
export const sendAgencyEmail = defineEndpoint({
  method: 'POST',
  path: '/agencies/:agencyId/email',
  limit: 'agencyMail',
  input: agencyEmailRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const uid = requireAccount(await caller());
    const agencyId = params.agencyId ?? '';
    if (!isSafeId(agencyId)) throw new HttpError(400, 'The agency id is not a valid id.');
    const agency = (await db.doc(`agencies/${agencyId}`).get()).data();
    if (!agency) throw new HttpError(404, 'Agency not found.');
    if (typeof agency.resendEmailDomain !== 'string' || !agency.resendEmailDomain)
      throw new HttpError(
        409,
        'This agency has no e-mail sending domain yet: add one on the Email tab of the agency settings.',
      );
    const to = [...new Set([input.to].flat().map((address) => address.trim().toLowerCase()))];
    const sender =
      uid === agency.userId
        ? await ownerMail(db, uid, to)
        : await clientFeedback(db, uid, String(agency.userId ?? ''), agency.supportEmail, to);
    try {
      const from = await sendAgencyMail(agency, {
        to,
        subject: sender.subject(input.subject),
        text: htmlToText(input.html),
        ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
      });
      return { body: { success: true, from } };
    } catch (error) {
      logger.error('Agency mail failed:', error);
      throw new HttpError(
        502,
        'We could not send your message right now. Please try again in a minute.',
      );
    }
  },
});

interface Sender {
  subject: (subject: string) => string;
  replyTo?: string;
}

/** The agency's owner writes only to its own clients. */
async function ownerMail(db: Firestore, uid: string, to: string[]): Promise<Sender> {
  const found = await db.collection('clients').where('email', 'in', to).get();
  const own = new Set(
    found.docs.filter((doc) => doc.get('ownerID') === uid).map((doc) => String(doc.get('email'))),
  );
  const stranger = to.find((address) => !own.has(address));
  if (stranger)
    throw new HttpError(
      403,
      `${stranger} is not one of your clients: agency mail goes to your clients only.`,
    );
  return { subject: (subject) => subject };
}

/** A client of the agency writes to the agency's support address only. */
async function clientFeedback(
  db: Firestore,
  uid: string,
  agencyOwner: string,
  supportEmail: unknown,
  to: string[],
): Promise<Sender> {
  const client = (await db.doc(`clients/${uid}`).get()).data();
  if (!client || !agencyOwner || client.ownerID !== agencyOwner)
    throw new HttpError(403, "Only this agency's clients can send it feedback.");
  const support = typeof supportEmail === 'string' ? supportEmail.trim().toLowerCase() : '';
  if (!support)
    throw new HttpError(
      409,
      'Your provider has not set a support e-mail address yet, so feedback cannot be sent.',
    );
  if (to.length !== 1 || to[0] !== support)
    throw new HttpError(403, `Feedback goes to your provider only: send it to ${support}.`);
  const email = String(client.email ?? '');
  const who = typeof client.name === 'string' && client.name.trim() ? client.name.trim() : email;
  return {
    subject: (subject) => `Feedback from ${who}: ${subject}`,
    ...(email ? { replyTo: email } : {}),
  };
}
