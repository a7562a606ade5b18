import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { emailSchema, turnSchema } from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { decodeTurns } from '../convos/turns';
import { loadEnv } from '../../env';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import {
  queueTeamNotifications,
  teamRecipients,
  type TeamNotice,
} from '../../notifications/notifyTeam';
import { deliverTeamNotice } from '../../notifications/deliverTeamNotice';
import { transcriptText } from '../../notifications/transcriptText';
import { leadId, leadPath, leadUpdate } from '../../insights/leadWrite';
import { agencyClientOrigin } from '../../agency/agencyClientOrigin';
import { agencyOfOwner, sendAgencyMail } from '../../agency/agencyMail';

export const notifyInput = z.object({
  from: z.string().max(100).optional(),
  emailForm: z.object({
    email: emailSchema,
    message: z.string().max(5000).optional(),
    attachmentLinks: z
      .array(
        z.object({
          url: z.url({ protocol: /^https?$/ }),
          filename: z.string().max(255),
          sizeKB: z.number().nonnegative(),
        }),
      )
      .max(10)
      .optional(),
  }),
  turns: z.array(turnSchema).max(200).optional(),
  agentData: z.looseObject({}).optional(),
});

/** One e-mail form per conversation per half minute keeps the inboxes usable. */
const RESEND_AFTER_MS = 30_000;

/**
 * POST /vg/{id}/convos/{userId}/notify: the visitor's e-mail form goes to
 * the owner and the clients who asked for e-mail, with the transcript, and
 * appears as a dashboard notification.
 */
export const notifyTeamByEmail = defineEndpoint({
  method: 'POST',
  path: '/vg/:agentId/convos/:userId/notify',
  limit: 'mail',
  input: notifyInput,
  handle: async ({ db, region, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    const userId = params.userId ?? '';
    const { uid } = await caller();
    const agent = await loadAgent(db, agentId);
    const convoRef = db.doc(conversationPath(agentId, userId));
    const convo = (await convoRef.get()).data();
    assertConversationAccess(convo, uid, agent.ownerID);
    const now = Date.now();
    if (typeof convo?.lastNotifyAt === 'number' && now - convo.lastNotifyAt < RESEND_AFTER_MS) {
      throw new HttpError(
        429,
        'Your message was just sent. Please wait a moment before sending another.',
      );
    }
    const [owner, recipients, agency] = await Promise.all([
      db.doc(`users/${agent.ownerID}`).get(),
      teamRecipients(db, agent, true),
      agencyOfOwner(db, agent.ownerID),
    ]);
    const ownerEmail = owner.data()?.email;
    const { email, message, attachmentLinks = [] } = input.emailForm;
    const title = agent.title ?? agentId;
    // The stored conversation is the trusted transcript; the widget's copy
    // serves only before the first message is stored.
    const turns = convo ? decodeTurns(convo.turns) : (input.turns ?? []);
    const path = `/app/${region}/agents/${agentId}/convos?convo=${encodeURIComponent(userId)}`;
    // One mail per person, so no recipient learns another's address: the
    // owner opens the product's dashboard, the agency's clients their own host.
    const clientLink = `${agencyClientOrigin(agency)}${path}`;
    const mails = new Map<string, string>();
    if (typeof ownerEmail === 'string' && ownerEmail)
      mails.set(ownerEmail.toLowerCase(), `${loadEnv().VG_PUBLIC_ORIGIN}${path}`);
    for (const recipient of recipients) {
      const address = recipient.email.toLowerCase();
      if (recipient.wantsEmail && !mails.has(address)) mails.set(address, clientLink);
    }
    const text = (link: string) =>
      [
        `${email} wrote through the chat on ${title}:`,
        '',
        message?.trim() || '(no message)',
        ...attachmentLinks.map(
          (file) => `Attachment: ${file.filename} (${file.sizeKB} KB) ${file.url}`,
        ),
        '',
        `Open the conversation: ${link}`,
        '',
        'Transcript:',
        transcriptText(turns),
      ].join('\n');
    const sent = await Promise.allSettled(
      [...mails].map(([to, link]) =>
        // An agency's clients hear from the agency's own domain once it is verified.
        sendAgencyMail(agency, {
          to: [to],
          replyTo: email,
          subject: `New message from ${email} on ${title}`,
          text: text(link),
        }),
      ),
    );
    const failed = sent.filter((result) => result.status === 'rejected');
    for (const failure of failed) logger.error('Mail gateway failed:', failure.reason);
    // Nobody heard of it: the visitor is told to try again, and nothing is stored.
    if (mails.size > 0 && failed.length === mails.size) {
      throw new HttpError(
        502,
        'We could not send your message right now. Please try again in a minute.',
      );
    }
    // The e-mail form's address is a lead (not for the owner's own test chats).
    const leadKey = uid === agent.ownerID ? null : leadId({ email });
    const leadRef = leadKey ? db.doc(leadPath(agentId, leadKey)) : null;
    const existingLead = leadRef ? (await leadRef.get()).data() : undefined;
    const batch = db.batch();
    if (leadRef) {
      const contact = {
        email,
        source: 'email-form',
        channel: 'widget',
        conversationId: userId,
      } as const;
      batch.set(leadRef, leadUpdate(existingLead, contact, now));
    }
    batch.set(
      convoRef,
      {
        userEmail: email,
        lastNotifyAt: now,
        updatedAt: Timestamp.fromMillis(now),
        ...(convo ? {} : { authUid: uid }),
      },
      { merge: true },
    );
    const notice: TeamNotice = {
      region,
      agentId,
      ownerID: agent.ownerID,
      agentName: title,
      convoId: userId,
      title: `Message from ${email}`,
      body: message?.trim() || 'A visitor left their e-mail address.',
      isRequest: true,
    };
    queueTeamNotifications(
      db,
      batch,
      notice,
      recipients.map((recipient) => recipient.clientId),
      now,
    );
    await batch.commit();
    // The e-mail went out above; clients who take pushes hear in their browser too.
    await deliverTeamNotice(db, notice, recipients, { email: false });
    return { body: { sent: true, recipients: mails.size } };
  },
});
