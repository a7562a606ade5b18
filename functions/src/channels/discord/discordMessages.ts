import { CHOOSE_OPTION_TEXT, type ChannelPart } from '@vg/common';

export interface DiscordMessageBody {
  content: string;
  embeds: { title?: string; description?: string; image?: { url: string } }[];
  components: {
    type: 1;
    components: { type: 2; style: number; label: string; custom_id?: string; url?: string }[];
  }[];
  allowed_mentions: { parse: never[]; users?: string[] };
}

/**
 * The agent's turn as one Discord message (an interaction has one answer):
 * texts joined in the content (at most 2000 characters), images and cards
 * as embeds (at most 10), buttons as components (5 rows of 5; a reply
 * button's custom_id is its label, a link button opens its page).
 */
export function discordMessage(parts: readonly ChannelPart[]): DiscordMessageBody {
  const texts: string[] = [];
  const embeds: DiscordMessageBody['embeds'] = [];
  const buttons: DiscordMessageBody['components'][number]['components'] = [];
  for (const part of parts) {
    if (part.kind === 'text') texts.push(part.text);
    else {
      const [title, ...rest] = part.caption.split('\n');
      embeds.push({
        ...(title ? { title: title.slice(0, 256) } : {}),
        ...(rest.length ? { description: rest.join('\n').slice(0, 4096) } : {}),
        image: { url: part.url },
      });
    }
    for (const button of part.buttons)
      buttons.push(
        button.url
          ? { type: 2, style: 5, label: button.label.slice(0, 80), url: button.url }
          : {
              type: 2,
              style: 1,
              label: button.label.slice(0, 80),
              custom_id: button.label.slice(0, 100),
            },
      );
  }
  const unique = buttons
    .filter((b, i) => !b.custom_id || buttons.findIndex((o) => o.custom_id === b.custom_id) === i)
    .slice(0, 25);
  const components: DiscordMessageBody['components'] = [];
  for (let i = 0; i < unique.length; i += 5)
    components.push({ type: 1, components: unique.slice(i, i + 5) });
  let content = texts.join('\n\n');
  if (content.length > 2000) content = `${content.slice(0, 1999)}…`;
  if (!content && embeds.length === 0) content = components.length ? CHOOSE_OPTION_TEXT : '…';
  return { content, embeds: embeds.slice(0, 10), components, allowed_mentions: { parse: [] } };
}
