import { z } from 'zod';
import { isPathId, type WhatsappTemplateChoice, type WhatsappTemplatesAnswer } from '@vg/common';
import { readClaimToken, waNumberPath } from '../channels/meta/metaClaims';
import { callGraph } from '../gateways/meta';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { campaignAgent } from './campaignAgent';

const graphTemplatesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      name: z.string(),
      language: z.string(),
      status: z.string(),
      category: z.string().default(''),
      components: z
        .array(z.looseObject({ type: z.string(), text: z.string().optional() }))
        .default([]),
    }),
  ),
});

/**
 * GET /agents/{agentId}/whatsapp/templates: the approved message templates
 * of the WhatsApp Business account whose number is connected to the
 * agent (Graph `GET /{waba-id}/message_templates`), for the campaign
 * composer to pick from. Without a connected number: none, and no number.
 */
export const listCampaignTemplates = defineEndpoint({
  method: 'GET',
  path: '/agents/:agentId/whatsapp/templates',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await campaignAgent(db, caller, params.agentId ?? '');
    const claims = await db.collection('waNumbers').where('agentId', '==', agent.ID).limit(1).get();
    const claim = claims.docs[0];
    const wabaId: unknown = claim?.get('wabaId');
    const token = claim && (await readClaimToken(db, waNumberPath(claim.id)));
    if (!claim || !token || typeof wabaId !== 'string' || !isPathId(wabaId)) {
      const none: WhatsappTemplatesAnswer = { phoneNumber: null, templates: [] };
      return { body: none };
    }
    const answer = await callGraph('GET', `${wabaId}/message_templates`, {
      token,
      query: { fields: 'name,language,status,category,components', limit: '200' },
    });
    if (!answer.ok)
      throw new HttpError(502, `Meta did not list the templates: ${answer.message}`, {
        code: 'meta-refused',
      });
    const listed = graphTemplatesSchema.safeParse(answer.body);
    if (!listed.success)
      throw new HttpError(502, 'Meta answered the template list in a form this does not read.', {
        code: 'meta-refused',
      });
    const templates: WhatsappTemplateChoice[] = listed.data.data
      .filter((t) => t.status === 'APPROVED')
      .map((t) => ({
        name: t.name,
        language: t.language,
        category: t.category,
        body: t.components.find((c) => c.type === 'BODY')?.text ?? '',
      }));
    const body: WhatsappTemplatesAnswer = {
      phoneNumber: String(claim.get('phoneNumber') ?? ''),
      templates,
    };
    return { body };
  },
});
