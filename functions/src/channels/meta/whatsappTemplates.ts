import { z } from 'zod';
import {
  graphTemplatesSchema,
  TEXT,
  whatsappTemplateSchema,
  type WhatsappTemplateView,
} from '@vg/common';
import { callGraph, graphBody } from '../../gateways/meta';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { whatsappNumberOfAgent as numberOfAgent } from './whatsappNumberOfAgent';

function templateView(
  template: z.infer<typeof graphTemplatesSchema>['data'][number],
): WhatsappTemplateView {
  return {
    id: template.id,
    name: template.name,
    language: template.language,
    category: template.category,
    status: template.status,
    bodyText: template.components.find((c) => c.type === 'BODY')?.text ?? '',
  };
}

/**
 * GET /agents/{agentId}/channels/whatsapp/{phoneId}/templates: the message
 * templates of the connected number's business account, with Meta's
 * review status (only APPROVED ones can start a conversation, as campaigns do).
 */
export const listWhatsappTemplates = defineEndpoint({
  method: 'GET',
  path: '/agents/:agentId/channels/whatsapp/:phoneId/templates',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { wabaId, token } = await numberOfAgent(db, agent.ID, params.phoneId ?? '');
    const list = graphBody(
      await callGraph('GET', `${encodeURIComponent(wabaId)}/message_templates`, {
        token,
        query: { fields: 'id,name,language,category,status,components', limit: '100' },
      }),
      graphTemplatesSchema,
      'the message templates',
    );
    return { body: { templates: list.data.map(templateView) } };
  },
});

/**
 * POST /agents/{agentId}/channels/whatsapp/{phoneId}/templates (createTemplate):
 * `{name, language, category, bodyText}` ('Invalid template info' unless the
 * name is lowercase with underscores) becomes a template of the number's
 * business account, submitted to Meta's review (PENDING); Meta's refusal
 * comes back as 'Error: {message}'.
 */
export const createWhatsappTemplate = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/whatsapp/:phoneId/templates',
  // Parsed below, so that any problem reads as the spec's one message.
  input: z.looseObject({}),
  handle: async ({ db, params, input: body, caller }) => {
    const parsed = whatsappTemplateSchema.safeParse(body);
    if (!parsed.success)
      throw new HttpError(400, TEXT.whatsappTemplateInvalid, { code: 'invalid-template' });
    const input = parsed.data;
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { wabaId, token } = await numberOfAgent(db, agent.ID, params.phoneId ?? '');
    const created = await callGraph('POST', `${encodeURIComponent(wabaId)}/message_templates`, {
      token,
      body: {
        name: input.name,
        language: input.language,
        category: input.category,
        components: [{ type: 'BODY', text: input.bodyText }],
      },
    });
    const { id, status } = graphBody(
      created,
      z.looseObject({ id: z.string(), status: z.string().default('PENDING') }),
      'the new template',
    );
    const template: WhatsappTemplateView = { id, status, ...input };
    return { status: 201, body: { message: TEXT.whatsappTemplateCreated, template } };
  },
});
