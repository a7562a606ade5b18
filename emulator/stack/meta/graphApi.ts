import type { ChatViewEntry } from '../standInPage';
import type { MetaAppConfig } from './MetaWebhooks';
import type {
  MetaBusinessAccount,
  MetaPerson,
  MetaSurface,
  MetaWorld,
  TokenGrant,
} from './MetaWorld';

export interface GraphAnswer {
  status: number;
  body: unknown;
}

export type GraphParams = Record<string, unknown>;

const ok = (body: unknown): GraphAnswer => ({ status: 200, body });

/** A Graph API error as Meta writes it. */
export function graphError(
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
): GraphAnswer {
  return {
    status,
    body: { error: { message, type, code, fbtrace_id: `A${Date.now().toString(36)}` } },
  };
}

const INVALID_TOKEN = () =>
  graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
const NO_OBJECT = (id: string) =>
  graphError(
    400,
    100,
    `Unsupported request - method type: get. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    'GraphMethodException',
  );

const SUBSCRIBABLE_PAGE_FIELDS = new Set([
  'messages',
  'messaging_postbacks',
  'message_echoes',
  'messaging_optins',
]);

/**
 * The Graph API calls the platform makes (`/v{n}/…`), with Meta's checks
 * and error bodies: the token exchange and debug_token, the business's
 * numbers and pages, app subscriptions, and the WhatsApp Cloud API and
 * Messenger/Instagram Send API. `path` is what follows the version.
 */
export function callGraph(
  world: MetaWorld,
  app: MetaAppConfig,
  method: string,
  path: string[],
  params: GraphParams,
  accessToken: string | undefined,
): GraphAnswer {
  const [first = '', second = ''] = path;
  if (first === 'oauth' && second === 'access_token') return exchangeToken(world, app, params);
  if (first === 'debug_token') return debugToken(world, app, params, accessToken);
  const grant = world.grantOf(accessToken);
  if (!grant) return INVALID_TOKEN();
  if (first === 'me' && second === 'accounts' && method === 'GET') {
    if (grant.kind !== 'user') return graphError(400, 100, '(#100) Unknown fields: accounts.');
    return ok({
      data: world.pages.map((page) => ({
        id: page.id,
        name: page.name,
        category: 'Shopping & retail',
        access_token: page.accessToken,
        tasks: ['MESSAGING', 'MODERATE', 'MANAGE'],
        ...(page.instagram ? { instagram_business_account: { ...page.instagram } } : {}),
      })),
    });
  }
  if ((first === 'me' || world.page(first)) && second === 'messages' && method === 'POST') {
    return sendPageMessage(world, grant, first, params);
  }
  if (second === 'subscribed_apps') return subscribedApps(world, app, method, first, grant, params);
  if (second === 'phone_numbers' && method === 'GET') {
    const business = world.businesses.find((b) => b.id === first);
    if (!business || grant.kind !== 'user') return NO_OBJECT(first);
    return ok({
      data: business.numbers.map((n) => ({
        ...n,
        quality_rating: 'GREEN',
        code_verification_status: 'VERIFIED',
      })),
    });
  }
  if (second === 'messages' && method === 'POST') return sendWhatsapp(world, grant, first, params);
  if (second === 'message_templates') {
    const business = world.businesses.find((b) => b.id === first);
    if (!business || grant.kind !== 'user') return NO_OBJECT(first);
    if (method === 'GET')
      return ok({
        data: business.templates.map((t) => ({
          id: t.id,
          name: t.name,
          language: t.language,
          category: t.category,
          status: t.status,
          components: [
            { type: 'BODY', text: t.body },
            ...(t.quickReplies?.length
              ? [
                  {
                    type: 'BUTTONS',
                    buttons: t.quickReplies.map((text) => ({ type: 'QUICK_REPLY', text })),
                  },
                ]
              : []),
          ],
        })),
      });
    if (method !== 'POST') return NO_OBJECT(path.join('/'));
    if (typeof params.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(params.name))
      return graphError(400, 100, 'Invalid parameter', 'OAuthException');
    const components = Array.isArray(params.components) ? params.components.map(obj) : [];
    const template = {
      id: String(Date.now()),
      name: params.name,
      language: typeof params.language === 'string' ? params.language : 'en',
      category: typeof params.category === 'string' ? params.category : 'UTILITY',
      status: 'PENDING' as const,
      body: String(components.find((c) => c.type === 'BODY')?.text ?? ''),
    };
    business.templates.push(template);
    return ok({ id: template.id, status: template.status, category: template.category });
  }
  if (!second && method === 'GET') {
    const found = world.number(first);
    if (found && grant.kind === 'user') return ok({ ...found.number });
    const page = world.page(first);
    if (page) return ok({ id: page.id, name: page.name });
    const profile = world.profile(first);
    if (profile && grant.kind === 'page') return userProfile(profile, params);
  }
  return NO_OBJECT(path.join('/'));
}

function exchangeToken(world: MetaWorld, app: MetaAppConfig, params: GraphParams): GraphAnswer {
  if (params.grant_type !== 'fb_exchange_token')
    return graphError(400, 100, 'Unsupported grant_type');
  if (params.client_id !== app.id)
    return graphError(400, 101, 'Error validating application. Invalid application ID.');
  if (params.client_secret !== app.secret)
    return graphError(400, 1, 'Error validating client secret.');
  const grant = world.grantOf(String(params.fb_exchange_token ?? ''));
  if (grant?.kind !== 'user') return INVALID_TOKEN();
  return ok({
    access_token: world.issueUserToken(true),
    token_type: 'bearer',
    expires_in: 5_183_944,
  });
}

function debugToken(
  world: MetaWorld,
  app: MetaAppConfig,
  params: GraphParams,
  accessToken: string | undefined,
): GraphAnswer {
  if (accessToken !== `${app.id}|${app.secret}` && !world.grantOf(accessToken))
    return INVALID_TOKEN();
  const grant = world.grantOf(String(params.input_token ?? ''));
  if (grant?.kind !== 'user')
    return ok({
      data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    });
  return ok({
    data: {
      app_id: app.id,
      type: 'USER',
      application: 'VoiceGlow',
      is_valid: true,
      user_id: world.loginUser.id,
      scopes: [
        'whatsapp_business_management',
        'whatsapp_business_messaging',
        'pages_messaging',
        'pages_show_list',
        'instagram_manage_messages',
      ],
      granular_scopes: [
        { scope: 'whatsapp_business_management', target_ids: world.businesses.map((b) => b.id) },
        { scope: 'whatsapp_business_messaging', target_ids: world.businesses.map((b) => b.id) },
        { scope: 'pages_messaging', target_ids: world.pages.map((p) => p.id) },
      ],
    },
  });
}

function subscribedApps(
  world: MetaWorld,
  app: MetaAppConfig,
  method: string,
  objectId: string,
  grant: TokenGrant,
  params: GraphParams,
): GraphAnswer {
  const business = world.businesses.find((b) => b.id === objectId);
  if (business) {
    if (grant.kind !== 'user') return NO_OBJECT(objectId);
    if (method === 'POST') business.subscribedApps.add(app.id);
    if (method === 'DELETE') business.subscribedApps.delete(app.id);
    if (method === 'GET')
      return ok({
        data: [...business.subscribedApps].map((id) => ({
          whatsapp_business_api_data: { id, name: 'VoiceGlow' },
        })),
      });
    return ok({ success: true });
  }
  const page = world.page(objectId);
  if (!page) return NO_OBJECT(objectId);
  if (grant.kind !== 'page' || grant.pageId !== page.id)
    return graphError(400, 210, '(#210) A page access token is required to request this resource.');
  if (method === 'GET')
    return ok({
      data: [...page.subscriptions].map(([id, fields]) => ({
        id,
        name: 'VoiceGlow',
        subscribed_fields: fields,
      })),
    });
  if (method === 'DELETE') {
    page.subscriptions.delete(app.id);
    return ok({ success: true });
  }
  const fields = String(params.subscribed_fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length === 0 || fields.some((f) => !SUBSCRIBABLE_PAGE_FIELDS.has(f)))
    return graphError(
      400,
      100,
      '(#100) Param subscribed_fields must be one of {messages, messaging_postbacks, message_echoes, messaging_optins}',
    );
  page.subscriptions.set(app.id, fields);
  return ok({ success: true });
}

function waError(code: number, message: string, details: string): GraphAnswer {
  return {
    status: 400,
    body: {
      error: {
        message: `(#${code}) ${message}`,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details },
        fbtrace_id: `A${Date.now().toString(36)}`,
      },
    },
  };
}

/** POST /{phone-number-id}/messages: text, image and interactive (buttons, list) messages. */
function sendWhatsapp(
  world: MetaWorld,
  grant: TokenGrant,
  phoneId: string,
  params: GraphParams,
): GraphAnswer {
  const found = world.number(phoneId);
  if (!found || grant.kind !== 'user') return NO_OBJECT(phoneId);
  if (params.messaging_product !== 'whatsapp')
    return waError(100, 'Invalid parameter', 'The parameter messaging_product is required.');
  const to = String(params.to ?? '').replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(to))
    return waError(100, 'Invalid parameter', 'Invalid WhatsApp recipient.');
  // Outside the 24-hour window only an approved template may start a chat.
  if (params.type === 'template') return sendTemplate(world, found.business, phoneId, to, params);
  if (!world.hasChat('whatsapp', phoneId, to))
    return waError(
      131047,
      'Re-engagement message',
      'More than 24 hours have passed since the recipient last replied to the sender number.',
    );
  const entry = whatsappEntry(params);
  if (typeof entry === 'string') return waError(131009, 'Parameter value is not valid', entry);
  const id = world.messageId('whatsapp');
  world.append('whatsapp', phoneId, to, { ...entry, id, from: 'business' });
  return ok({
    messaging_product: 'whatsapp',
    contacts: [{ input: String(params.to), wa_id: to }],
    messages: [{ id }],
  });
}

/** The id prefix of a template's quick reply button in a chat. */
export const TEMPLATE_BUTTON = 'template-quick-reply:';

/** A template message: the approved template's body with its {{n}} filled from the body parameters. */
function sendTemplate(
  world: MetaWorld,
  business: MetaBusinessAccount,
  phoneId: string,
  to: string,
  params: GraphParams,
): GraphAnswer {
  const template = obj(params.template);
  const language = String(obj(template.language).code ?? '');
  const found = business.templates.find(
    (t) => t.name === template.name && t.language === language && t.status === 'APPROVED',
  );
  if (!found)
    return waError(
      132001,
      'Template name does not exist in the translation',
      `template name (${String(template.name)}) does not exist in ${language}`,
    );
  const body = (Array.isArray(template.components) ? template.components.map(obj) : []).find(
    (c) => c.type === 'body',
  );
  const values = (Array.isArray(body?.parameters) ? body.parameters.map(obj) : []).map((p) =>
    String(p.text ?? ''),
  );
  const expected = new Set(found.body.match(/\{\{\d+\}\}/g) ?? []).size;
  if (values.length !== expected)
    return waError(
      132000,
      'Number of parameters does not match the expected number of params',
      `body: number of localizable_params (${values.length}) does not match the expected number of params (${expected})`,
    );
  const text = found.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => values[Number(n) - 1] ?? '');
  const id = world.messageId('whatsapp');
  // A template's quick replies come back as a `button` message, not an interactive reply.
  const buttons = (found.quickReplies ?? []).map((label) => ({
    id: `${TEMPLATE_BUTTON}${label}`,
    label,
  }));
  world.append('whatsapp', phoneId, to, { id, from: 'business', text, buttons });
  return ok({
    messaging_product: 'whatsapp',
    contacts: [{ input: String(params.to), wa_id: to }],
    messages: [{ id, message_status: 'accepted' }],
  });
}

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

function whatsappEntry(params: GraphParams): Omit<ChatViewEntry, 'id' | 'from'> | string {
  switch (params.type ?? 'text') {
    case 'text': {
      const body = obj(params.text).body;
      if (typeof body !== 'string' || !body.trim()) return 'text.body is required.';
      if (body.length > 4096) return 'text.body is longer than 4096 characters.';
      return { text: body, buttons: [] };
    }
    case 'image': {
      const image = obj(params.image);
      if (typeof image.link !== 'string' || !/^https?:\/\//.test(image.link))
        return 'image.link must be an HTTP(S) URL.';
      return {
        text: typeof image.caption === 'string' ? image.caption : '',
        imageUrl: image.link,
        buttons: [],
      };
    }
    case 'interactive': {
      const interactive = obj(params.interactive);
      const text = obj(interactive.body).text;
      if (typeof text !== 'string' || !text.trim()) return 'interactive.body.text is required.';
      if (text.length > 1024) return 'interactive.body.text is longer than 1024 characters.';
      const action = obj(interactive.action);
      if (interactive.type === 'button') {
        const buttons = Array.isArray(action.buttons)
          ? action.buttons.map((b) => obj(obj(b).reply))
          : [];
        if (buttons.length < 1 || buttons.length > 3) return 'interactive buttons must be 1 to 3.';
        if (
          buttons.some(
            (b) => typeof b.title !== 'string' || b.title.length < 1 || b.title.length > 20,
          )
        )
          return 'Button title length invalid. Min length: 1, Max length: 20';
        if (buttons.some((b) => typeof b.id !== 'string' || b.id.length < 1 || b.id.length > 256))
          return 'Button id length invalid. Max length: 256';
        return {
          text,
          buttons: buttons.map((b) => ({ id: String(b.id), label: String(b.title) })),
        };
      }
      if (interactive.type === 'list') {
        const rows = (Array.isArray(action.sections) ? action.sections : []).flatMap((s) => {
          const list = obj(s).rows;
          return Array.isArray(list) ? list.map(obj) : [];
        });
        if (rows.length < 1 || rows.length > 10) return 'list rows must be 1 to 10.';
        if (
          rows.some((r) => typeof r.title !== 'string' || r.title.length < 1 || r.title.length > 24)
        )
          return 'Row title length invalid. Min length: 1, Max length: 24';
        if (typeof action.button !== 'string' || action.button.length > 20)
          return 'action.button is required (at most 20 characters).';
        return { text, buttons: rows.map((r) => ({ id: String(r.id), label: String(r.title) })) };
      }
      return 'interactive.type must be button or list.';
    }
    default:
      return `Message type ${String(params.type)} is not supported here.`;
  }
}

/** POST /me/messages (or /{page-id}/messages) with a page token: Messenger and Instagram. */
function sendPageMessage(
  world: MetaWorld,
  grant: TokenGrant,
  target: string,
  params: GraphParams,
): GraphAnswer {
  if (grant.kind !== 'page')
    return graphError(400, 190, 'This method must be called with a Page Access Token');
  const page = world.page(grant.pageId);
  if (!page || (target !== 'me' && target !== page.id)) return NO_OBJECT(target);
  const recipient = String(obj(params.recipient).id ?? '');
  const surface: MetaSurface | null = world.hasChat('messenger', page.id, recipient)
    ? 'messenger'
    : page.instagram && world.hasChat('instagram', page.instagram.id, recipient)
      ? 'instagram'
      : null;
  if (!surface)
    return {
      status: 400,
      body: {
        error: {
          message: '(#100) No matching user found',
          type: 'OAuthException',
          code: 100,
          error_subcode: 2018001,
        },
      },
    };
  const message = obj(params.message);
  const text = typeof message.text === 'string' ? message.text : '';
  const attachment = obj(message.attachment);
  const imageUrl = attachment.type === 'image' ? obj(attachment.payload).url : undefined;
  if (!text && typeof imageUrl !== 'string')
    return graphError(400, 100, '(#100) Must send either message text or an attachment');
  if (text.length > (surface === 'instagram' ? 1000 : 2000))
    return graphError(
      400,
      100,
      '(#100) Length of param message[text] must be less than or equal to 2000',
    );
  const quick = Array.isArray(message.quick_replies) ? message.quick_replies.map(obj) : [];
  if (quick.length > 13)
    return graphError(
      400,
      100,
      '(#100) param message[quick_replies] must have at most 13 elements',
    );
  if (
    quick.some(
      (q) => typeof q.title !== 'string' || q.title.length > 20 || typeof q.payload !== 'string',
    )
  )
    return graphError(
      400,
      100,
      '(#100) Quick reply titles have a 20 character limit and need a payload',
    );
  const id = world.messageId(surface);
  const channelId = surface === 'instagram' ? page.instagram!.id : page.id;
  world.append(surface, channelId, recipient, {
    id,
    from: 'business',
    text,
    ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
    buttons: quick.map((q) => ({ id: String(q.payload), label: String(q.title) })),
  });
  return ok({ recipient_id: recipient, message_id: id });
}

/**
 * The User Profile API, asked with a page token: a Messenger person's
 * `first_name` / `last_name` / `name`, an Instagram person's `name` /
 * `username`, only the fields asked for (`fields=`), with the id.
 */
function userProfile(
  profile: { surface: MetaSurface; person: MetaPerson },
  params: GraphParams,
): GraphAnswer {
  const { surface, person } = profile;
  const [firstName = '', ...rest] = person.name.split(/\s+/);
  const all: Record<string, string> =
    surface === 'messenger'
      ? { first_name: firstName, last_name: rest.join(' '), name: person.name }
      : { name: person.name, username: person.name.toLowerCase().replace(/[^a-z0-9._]/g, '') };
  const asked = String(params.fields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const unknown = asked.find(
    (field) => !(field in all) && field !== 'id' && field !== 'profile_pic',
  );
  if (unknown) return graphError(400, 100, `(#100) Tried accessing nonexisting field (${unknown})`);
  const body: Record<string, string> = { id: person.id };
  for (const field of asked.length ? asked : Object.keys(all)) {
    if (field in all) body[field] = all[field]!;
  }
  return ok(body);
}
