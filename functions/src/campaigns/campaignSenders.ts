import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Campaign, CampaignRecipient } from '@vg/common';
import { agencyOfOwner, agencySender, sendAgencyMail } from '../agency/agencyMail';
import { callGraph } from '../gateways/meta';
import { readClaimToken, waNumberPath } from '../channels/meta/metaClaims';
import { campaignMessagePath } from './campaignPaths';
import { noteInConversation } from './noteInConversation';
import type { SentMessage } from './sendCampaign';

export interface ChannelSender {
  /** The rate limit's key: the sending number or mail sender. */
  paceKey: string;
  send: (recipient: CampaignRecipient) => Promise<SentMessage>;
}

/**
 * The sender of a campaign's channel: e-mail through the platform's mail
 * gateway (the agency's verified domain through Resend when it has one);
 * WhatsApp through the Cloud API of the number connected to the agent,
 * as the approved template whose body parameter is the message.
 */
export async function campaignSender(
  db: Firestore,
  agent: { ID: string; ownerID?: string | undefined },
  campaignId: string,
  campaign: Campaign,
): Promise<ChannelSender> {
  if (campaign.channel === 'email') {
    const agency = await agencyOfOwner(db, agent.ownerID ?? '');
    return {
      paceKey: `email:${agencySender(agency) ?? 'platform'}`,
      // The mail server accepting the message is the last word e-mail gives.
      send: async (recipient) => {
        await sendAgencyMail(agency, {
          to: [recipient.address],
          subject: campaign.subject,
          text: campaign.message,
        });
        return { delivered: true };
      },
    };
  }
  const claims = await db.collection('waNumbers').where('agentId', '==', agent.ID).limit(1).get();
  const phoneId = claims.docs[0]?.get('phoneId');
  const token =
    typeof phoneId === 'string' ? await readClaimToken(db, waNumberPath(phoneId)) : null;
  const template = campaign.template;
  return {
    paceKey: `whatsapp:${phoneId ?? 'none'}`,
    send: async (recipient) => {
      if (!token || typeof phoneId !== 'string')
        throw new Error(
          'No WhatsApp number is connected to this agent: connect one on the Channels tab.',
        );
      if (!template) throw new Error('The campaign names no WhatsApp template.');
      const answer = await callGraph('POST', `${encodeURIComponent(phoneId)}/messages`, {
        token,
        body: {
          messaging_product: 'whatsapp',
          to: recipient.address,
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [{ type: 'body', parameters: [{ type: 'text', text: campaign.message }] }],
          },
        },
      });
      if (!answer.ok) throw new Error(`WhatsApp refused the message: ${answer.message}`);
      const messageId = graphMessageId(answer.body);
      // Meta's status webhooks name the message: remember whose it is before they come.
      if (messageId)
        await db.doc(campaignMessagePath(phoneId, messageId)).set({
          agentId: agent.ID,
          campaignId,
          leadId: recipient.leadId,
          sentAtMs: Date.now(),
        });
      const channel = { type: 'whatsapp' as const, id: phoneId, to: recipient.address };
      await noteInConversation(db, agent.ID, channel, campaign.message, Date.now()).catch(
        (error: unknown) => logger.warn('The campaign message was not added to the inbox:', error),
      );
      // Delivery is reported later by Meta's status webhook.
      return { delivered: false };
    },
  };
}

/** The wamid of a Cloud API send's answer (`messages[0].id`). */
function graphMessageId(body: unknown): string | null {
  const messages = (body as { messages?: unknown } | null)?.messages;
  const id: unknown = Array.isArray(messages) ? (messages[0] as { id?: unknown })?.id : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 512 ? id : null;
}
