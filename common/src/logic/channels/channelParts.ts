import type { ButtonRequest } from '../../schemas/messageParts';
import type { Message } from '../../schemas/message';
import type { Turn } from '../../schemas/conversation';

/** A button as a messaging channel can show it: a reply to press, or a link to open. */
export interface ChannelButton {
  label: string;
  url?: string;
}

/**
 * One thing to send on a messaging channel: a text or an image (with a
 * caption), either with buttons. Each channel turns these into its own
 * calls (Telegram inline keyboards, WhatsApp interactive buttons, …).
 */
export type ChannelPart =
  | { kind: 'text'; text: string; buttons: ChannelButton[] }
  | { kind: 'image'; url: string; caption: string; buttons: ChannelButton[] };

/** Text shown when a channel needs words to hang buttons on. */
export const CHOOSE_OPTION_TEXT = 'Choose an option:';

type Loose = Record<string, unknown>;

function payloadOf(message: Message): Loose {
  const item = message.item as { payload?: unknown } | undefined;
  return typeof item?.payload === 'object' && item.payload !== null ? (item.payload as Loose) : {};
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function buttonsOf(list: unknown): ChannelButton[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const button = entry as { name?: unknown; request?: ButtonRequest };
    const label = str(button?.name).split(':Disabled')[0]!.trim();
    if (!label || label === 'VG_Dropdown' || label === 'VG_Block') return [];
    const payload = button.request?.payload;
    const url =
      typeof payload === 'object' && payload !== null && typeof payload.url === 'string'
        ? payload.url
        : button.request?.type === 'url' && typeof payload === 'string'
          ? payload
          : '';
    return [{ label, ...(/^https?:\/\//.test(url) ? { url } : {}) }];
  });
}

function cardPart(card: Loose): ChannelPart | null {
  const title = str(card.title);
  const description = str((card.description as Loose | undefined)?.text).slice(0, 500);
  const text = [title, description].filter(Boolean).join('\n');
  const buttons = buttonsOf(card.buttons);
  const image = str(card.imageUrl);
  if (/^https?:\/\//.test(image)) return { kind: 'image', url: image, caption: text, buttons };
  if (!text && buttons.length === 0) return null;
  return { kind: 'text', text: text || CHOOSE_OPTION_TEXT, buttons };
}

/**
 * The agent's messages as channel parts: texts, images, cards (image,
 * title and description, buttons), carousels as a sequence of cards, and
 * choice buttons on the text before them. What a chat app cannot show
 * (sliders, forms, frames) falls back to its text, and runtime bookkeeping
 * (debug, end, hidden channel messages) is left out.
 */
export function toChannelParts(messages: readonly Message[]): ChannelPart[] {
  const parts: ChannelPart[] = [];
  for (const message of messages) {
    const payload = payloadOf(message);
    switch (message.type) {
      case 'choice':
      case 'MultiSelect': {
        const buttons = buttonsOf(payload.buttons);
        if (buttons.length === 0) break;
        const last = parts.at(-1);
        if (last && last.buttons.length === 0) last.buttons = buttons;
        else parts.push({ kind: 'text', text: CHOOSE_OPTION_TEXT, buttons });
        break;
      }
      case 'visual': {
        const url = str(payload.image);
        if (/^https?:\/\//.test(url)) parts.push({ kind: 'image', url, caption: '', buttons: [] });
        break;
      }
      case 'cardV2': {
        const part = cardPart(payload);
        if (part) parts.push(part);
        break;
      }
      case 'cards':
      case 'carousel': {
        const cards = Array.isArray(payload.cards) ? (payload.cards as Loose[]) : [];
        for (const card of cards) {
          const part = cardPart(card);
          if (part) parts.push(part);
        }
        break;
      }
      case 'end':
      case 'VGVF_Channel':
      case 'VG_Response':
        break;
      default: {
        if (message.type.startsWith('debug')) break;
        const text = str(payload.message);
        if (text) parts.push({ kind: 'text', text, buttons: [] });
      }
    }
  }
  return parts;
}

/**
 * What pressing the button labelled `label` asks the runtime: the button's
 * own request in the latest bot turn that offered it, else the label as
 * typed text (a channel gives back only what it showed).
 */
export function channelButtonRequest(turns: readonly Turn[], label: string): ButtonRequest {
  for (const turn of [...turns].reverse()) {
    if (turn.from !== 'bot') continue;
    for (const message of turn.messages) {
      const payload = payloadOf(message);
      const lists = [
        payload.buttons,
        ...(Array.isArray(payload.cards) ? (payload.cards as Loose[]).map((c) => c.buttons) : []),
      ];
      for (const list of lists) {
        if (!Array.isArray(list)) continue;
        const found = (list as { name?: unknown; request?: ButtonRequest }[]).find(
          (button) => str(button.name) === label && button.request,
        );
        if (found?.request) return found.request;
      }
    }
  }
  return { type: 'text', payload: label };
}
