import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageProps } from './types';

/**
 * Message kinds and how they sit in the conversation: 'bubble' kinds are
 * wrapped in a chat bubble (at most 75 %, bot bubbles ≤ 500 px), 'element'
 * kinds take up to 700 px, 'plain' kinds bring their own frame. Every kind
 * is its own chunk, loaded when a conversation first contains it, so rarely
 * used kinds never weigh on the chat's first paint.
 */
export type MessageLayout = 'bubble' | 'element' | 'plain';

interface Kind {
  layout: MessageLayout;
  Component: LazyExoticComponent<ComponentType<MessageProps>>;
}

type Loader = () => Promise<ComponentType<MessageProps>>;
const kind = (layout: MessageLayout, load: Loader): Kind => ({
  layout,
  Component: lazy(async () => ({ default: await load() })),
});

const text = kind('bubble', async () => (await import('./Text')).Text);
const frame = kind('element', async () => (await import('./Embed')).Embed);
const info = kind('plain', async () => (await import('./Info')).Info);
const debug = kind('element', async () => (await import('./Debug')).Debug);

const KINDS: Record<string, Kind> = {
  text,
  Flowise: kind('bubble', async () => (await import('./Flowise')).Flowise),
  choice: kind('plain', async () => (await import('./Choice')).Choice),
  visual: kind('plain', async () => (await import('./Visual')).Visual),
  cards: kind('element', async () => (await import('./Cards')).Cards),
  carousel: kind('element', async () => (await import('./Carousel')).Carousel),
  cardV2: kind('element', async () => (await import('./CardV2')).CardV2),
  FileUpload: kind('element', async () => (await import('./FileUpload')).FileUpload),
  MultiFileUpload: kind('element', async () => (await import('./MultiFileUpload')).MultiFileUpload),
  MultiSelect: kind('element', async () => (await import('./MultiSelect')).MultiSelect),
  MultiDropdown: kind('element', async () => (await import('./MultiDropdown')).MultiDropdown),
  Slider: kind('element', async () => (await import('./Slider')).Slider),
  Embed: frame,
  iFrame: frame,
  GoogleForm: kind('element', async () => (await import('./ExternalForm')).ExternalForm),
  EmailForm: kind('element', async () => (await import('./EmailForm')).EmailForm),
  VoiceNote: kind('plain', async () => (await import('./VoiceNote')).VoiceNote),
  jsx: kind('bubble', async () => (await import('./Jsx')).Jsx),
  end: kind('element', async () => (await import('./End')).End),
};

/**
 * The kind for a message type; debug… and info:… are families. An unknown
 * type that carries a text is shown as text, otherwise it is skipped so
 * newer runtimes do not break older chats.
 */
export function messageKind(type: string, payload: unknown): Kind | null {
  if (type.startsWith('info:')) return info;
  if (type.startsWith('debug')) return debug;
  const known = KINDS[type];
  if (known) return known;
  const text_ = (payload as { message?: unknown } | null)?.message;
  return typeof text_ === 'string' ? text : null;
}

/** Starts loading the text kind early: nearly every chat opens with text. */
export function preloadCommonKinds(): void {
  void import('./Text');
}
