import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { sendPush } from '../gateways/push';
import { agencyOfOwner, sendAgencyMail } from '../agency/agencyMail';
import { agencyClientOrigin } from '../agency/agencyClientOrigin';
import { noticePath, type TeamNotice, type TeamRecipient } from './notifyTeam';

export interface Delivered {
  emailed: string[];
  pushed: string[];
}

/**
 * Tells the agent's clients about a notice the way each asked
 * (notificationsSettings.notifyThrough; teamRecipients has already applied
 * notifyIf): an e-mail from the agency's verified domain (the platform's
 * address otherwise), one per client so no client sees another's address,
 * and a browser push through FCM to the token the client's browser
 * registered. Links open on the agency's host (its verified custom domain
 * or product sub-domain), where the clients sign in. The notice is already stored in the dashboard, so a failed
 * channel is logged, never thrown; a token FCM no longer knows is cleared
 * from the client's record. `email: false` skips mail the caller already
 * sent.
 */
export async function deliverTeamNotice(
  db: Firestore,
  notice: TeamNotice,
  recipients: readonly TeamRecipient[],
  options: { email?: boolean } = {},
): Promise<Delivered> {
  const mailTo = options.email === false ? [] : recipients.filter((r) => r.wantsEmail);
  const pushTo = recipients.filter((r) => r.pushToken);
  if (mailTo.length === 0 && pushTo.length === 0) return { emailed: [], pushed: [] };
  const agentName = notice.agentName ?? notice.agentId;
  const agency = await agencyOfOwner(db, notice.ownerID);
  // The clients open their dashboard on the agency's own host.
  const link = `${agencyClientOrigin(agency)}${noticePath(notice)}`;

  const mails = mailTo.map(async (recipient) => {
    await sendAgencyMail(agency, {
      to: [recipient.email],
      subject: `${notice.title} on ${agentName}`,
      text: `${notice.body}\n\nAnswer it in your dashboard: ${link}`,
    });
    return recipient.clientId;
  });
  const pushes = pushTo.map(async (recipient) => {
    const token = recipient.pushToken ?? '';
    const result = await sendPush(token, {
      title: notice.title,
      body: notice.body,
      link,
      data: { agentId: notice.agentId, convoId: notice.convoId },
    });
    if (result.sent) return recipient.clientId;
    if (!result.unregistered)
      throw new Error(`FCM refused the push to client ${recipient.clientId}.`);
    // The browser no longer takes pushes (permission revoked, site data cleared).
    await forgetToken(db, recipient.clientId, token);
    return null;
  });

  const settled = async (jobs: Promise<string | null>[], channel: string) =>
    (await Promise.allSettled(jobs)).flatMap((outcome) => {
      if (outcome.status === 'fulfilled') return outcome.value === null ? [] : [outcome.value];
      logger.warn(`Team notice by ${channel} failed:`, outcome.reason);
      return [];
    });
  const [emailed, pushed] = await Promise.all([settled(mails, 'e-mail'), settled(pushes, 'push')]);
  return { emailed, pushed };
}

/** Clears a browser token FCM no longer knows, unless the client registered a new one meanwhile. */
async function forgetToken(db: Firestore, clientId: string, token: string): Promise<void> {
  const ref = db.doc(`clients/${clientId}`);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('FB_PUSH_TOKEN') as unknown;
    if (current === token) tx.update(ref, { FB_PUSH_TOKEN: null });
  });
}
