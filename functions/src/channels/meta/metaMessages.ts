import { CHOOSE_OPTION_TEXT, type ChannelButton, type ChannelPart } from '@vg/common';

/** Pieces of at most `size` characters (a channel's text limit). */
export function textPieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let rest = text; rest.length > 0; rest = rest.slice(size)) out.push(rest.slice(0, size));
  return out;
}

/** Link buttons become lines of the text (a reply button cannot open a page). */
function withLinks(text: string, buttons: readonly ChannelButton[]): string {
  const links = buttons.filter((b) => b.url).map((b) => `${b.label}: ${b.url}`);
  return [text, ...links].filter(Boolean).join('\n');
}

const replies = (buttons: readonly ChannelButton[]) => buttons.filter((b) => !b.url);

/**
 * Channel parts as WhatsApp Cloud API message bodies (`POST
 * /{phone-number-id}/messages`): text; up to 3 reply buttons as an
 * interactive button message, up to 10 as an interactive list (the id is
 * the label, which comes back in button_reply/list_reply); images with
 * their caption; link buttons as lines of text.
 */
export function whatsappBodies(to: string, parts: readonly ChannelPart[]): unknown[] {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  const bodies: unknown[] = [];
  const text = (body: string) => {
    for (const piece of textPieces(body, 4096))
      bodies.push({ ...base, type: 'text', text: { body: piece, preview_url: false } });
  };
  const choice = (body: string, buttons: readonly ChannelButton[]) => {
    const list = buttons.slice(0, 10);
    const id = (b: ChannelButton) => b.label.slice(0, 256);
    bodies.push({
      ...base,
      type: 'interactive',
      interactive:
        list.length <= 3
          ? {
              type: 'button',
              body: { text: body },
              action: {
                buttons: list.map((b) => ({
                  type: 'reply',
                  reply: { id: id(b), title: b.label.slice(0, 20) },
                })),
              },
            }
          : {
              type: 'list',
              body: { text: body },
              action: {
                button: 'Options',
                sections: [
                  {
                    title: 'Options',
                    rows: list.map((b) => ({ id: id(b), title: b.label.slice(0, 24) })),
                  },
                ],
              },
            },
    });
  };
  for (const part of parts) {
    const buttons = replies(part.buttons);
    if (part.kind === 'image') {
      const caption = withLinks(part.caption, part.buttons).slice(0, 1024);
      bodies.push({
        ...base,
        type: 'image',
        image: { link: part.url, ...(caption ? { caption } : {}) },
      });
      if (buttons.length) choice(CHOOSE_OPTION_TEXT, buttons);
      continue;
    }
    const body = withLinks(part.text, part.buttons);
    if (buttons.length === 0) {
      text(body);
    } else if (body.length <= 1024) {
      choice(body, buttons);
    } else {
      text(body);
      choice(CHOOSE_OPTION_TEXT, buttons);
    }
  }
  return bodies;
}

/**
 * Channel parts as Send API bodies (`POST /me/messages`) for Messenger and
 * Instagram: text (split at the channel's limit) with reply buttons as
 * quick replies (at most 13, the label as payload), images as image
 * attachments, link buttons as lines of text.
 */
export function pageBodies(
  recipient: string,
  parts: readonly ChannelPart[],
  textLimit: number,
): unknown[] {
  const base = { recipient: { id: recipient }, messaging_type: 'RESPONSE' };
  const bodies: unknown[] = [];
  const quick = (buttons: readonly ChannelButton[]) =>
    buttons.length
      ? {
          quick_replies: buttons.slice(0, 13).map((b) => ({
            content_type: 'text',
            title: b.label.slice(0, 20),
            payload: b.label.slice(0, 1000),
          })),
        }
      : {};
  const text = (body: string, buttons: readonly ChannelButton[]) => {
    const pieces = textPieces(body, textLimit);
    pieces.forEach((piece, index) =>
      bodies.push({
        ...base,
        message: { text: piece, ...(index === pieces.length - 1 ? quick(buttons) : {}) },
      }),
    );
  };
  for (const part of parts) {
    const buttons = replies(part.buttons);
    if (part.kind === 'image') {
      bodies.push({
        ...base,
        message: { attachment: { type: 'image', payload: { url: part.url, is_reusable: true } } },
      });
      const caption = withLinks(part.caption, part.buttons);
      if (caption || buttons.length) text(caption || CHOOSE_OPTION_TEXT, buttons);
      continue;
    }
    text(withLinks(part.text, part.buttons) || CHOOSE_OPTION_TEXT, buttons);
  }
  return bodies;
}
