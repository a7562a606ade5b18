import { TEMPLATE_BUTTON } from './graphApi';
import type { MetaAppConfig } from './MetaWebhooks';
import type { MetaPerson, MetaSurface, MetaWorld } from './MetaWorld';

/**
 * What a WhatsApp, Messenger or Instagram user does on the stand-in's
 * page, as the chat line it adds and the webhook event Meta sends for it
 * (null when no app is subscribed to that number's business or that page).
 */
export function personWrites(
  world: MetaWorld,
  app: MetaAppConfig,
  surface: MetaSurface,
  channelId: string,
  person: MetaPerson,
  text: string,
): unknown {
  const id = world.messageId(surface);
  world.rememberPerson(surface, person);
  world.append(surface, channelId, person.id, { id, from: 'person', text, buttons: [] });
  if (surface === 'whatsapp')
    return whatsappEvent(world, app, channelId, person, { id, type: 'text', text: { body: text } });
  return pageEvent(world, app, surface, channelId, person, { mid: id, text });
}

/** The person presses a button of one of the business's messages (reply button, list row, quick reply). */
export function personPresses(
  world: MetaWorld,
  app: MetaAppConfig,
  surface: MetaSurface,
  channelId: string,
  person: MetaPerson,
  messageId: string,
  buttonId: string,
): unknown {
  const entry = world
    .chat(surface, channelId, person.id)
    .find((e) => e.from === 'business' && e.id === messageId);
  const button = entry?.buttons.find((b) => b.id === buttonId && !b.url);
  if (!entry || !button) return undefined;
  const id = world.messageId(surface);
  world.append(surface, channelId, person.id, {
    id,
    from: 'person',
    text: button.label,
    buttons: [],
  });
  const context = {
    from: world.number(channelId)?.number.display_phone_number.replace(/\D/g, ''),
    id: messageId,
  };
  if (surface === 'whatsapp' && button.id.startsWith(TEMPLATE_BUTTON))
    return whatsappEvent(world, app, channelId, person, {
      id,
      type: 'button',
      context,
      button: { payload: button.label, text: button.label },
    });
  if (surface === 'whatsapp') {
    const reply = { id: button.id, title: button.label };
    const list = entry.buttons.length > 3;
    return whatsappEvent(world, app, channelId, person, {
      id,
      type: 'interactive',
      context,
      interactive: list
        ? { type: 'list_reply', list_reply: reply }
        : { type: 'button_reply', button_reply: reply },
    });
  }
  return pageEvent(world, app, surface, channelId, person, {
    mid: id,
    text: button.label,
    quick_reply: { payload: button.id },
  });
}

function whatsappEvent(
  world: MetaWorld,
  app: MetaAppConfig,
  phoneId: string,
  person: MetaPerson,
  message: Record<string, unknown>,
): unknown {
  return whatsappWebhook(world, app, phoneId, {
    contacts: [{ profile: { name: person.name }, wa_id: person.id }],
    messages: [{ from: person.id, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  });
}

/**
 * A `whatsapp_business_account` webhook event of the number (field
 * `messages`) carrying `value`'s messages or statuses; null when no app is
 * subscribed to the number's business.
 */
export function whatsappWebhook(
  world: MetaWorld,
  app: MetaAppConfig,
  phoneId: string,
  value: Record<string, unknown>,
): unknown {
  const found = world.number(phoneId);
  if (!found?.business.subscribedApps.has(app.id)) return null;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: found.business.id,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: found.number.display_phone_number.replace(/\D/g, ''),
                phone_number_id: phoneId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

function pageEvent(
  world: MetaWorld,
  app: MetaAppConfig,
  surface: 'messenger' | 'instagram',
  channelId: string,
  person: MetaPerson,
  message: Record<string, unknown>,
): unknown {
  const page = surface === 'messenger' ? world.page(channelId) : world.pageOfInstagram(channelId);
  if (!page?.subscriptions.get(app.id)?.includes('messages')) return null;
  const time = Date.now();
  return {
    object: surface === 'messenger' ? 'page' : 'instagram',
    entry: [
      {
        id: channelId,
        time,
        messaging: [
          { sender: { id: person.id }, recipient: { id: channelId }, timestamp: time, message },
        ],
      },
    ],
  };
}
