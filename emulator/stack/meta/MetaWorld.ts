import { randomBytes, randomInt } from 'node:crypto';
import type { ChatViewEntry } from '../standInPage';

/** Which Meta product a chat runs on. */
export type MetaSurface = 'whatsapp' | 'messenger' | 'instagram';

export interface MetaPhoneNumber {
  id: string;
  display_phone_number: string;
  verified_name: string;
}

/** A message template of a business account; only APPROVED ones may be sent. */
export interface MetaTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** The body text with {{1}}, {{2}}, … placeholders. */
  body: string;
  /** Quick reply buttons (a marketing template's "Stop promotions" opt-out). */
  quickReplies?: string[];
}

export interface MetaBusinessAccount {
  id: string;
  name: string;
  numbers: MetaPhoneNumber[];
  templates: MetaTemplate[];
  /** Apps subscribed to this account's webhooks (POST /{waba-id}/subscribed_apps). */
  subscribedApps: Set<string>;
}

export interface MetaPage {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
  /** App id → subscribed fields (POST /{page-id}/subscribed_apps). */
  subscriptions: Map<string, string[]>;
}

/** The person who logs in with Meta in the dashboard and owns the assets. */
export interface MetaLoginUser {
  id: string;
  name: string;
}

/** A person writing to a number, page or Instagram account. */
export interface MetaPerson {
  /** wa_id (digits of the phone number), page-scoped id, or Instagram-scoped id. */
  id: string;
  name: string;
}

export type TokenGrant =
  { kind: 'user'; userId: string; longLived: boolean } | { kind: 'page'; pageId: string };

/**
 * Meta's side of the world, in memory: one login user with a WhatsApp
 * Business account (two numbers) and two Facebook pages (one linked to an
 * Instagram account), the tokens handed out, and each chat's messages.
 */
export class MetaWorld {
  readonly loginUser: MetaLoginUser = { id: digits(14), name: 'Alex Rivera' };
  readonly businesses: MetaBusinessAccount[] = [
    {
      id: digits(15),
      name: 'Trail Shoes Ltd',
      subscribedApps: new Set(),
      // Meta reviews new templates; this one was approved before the stack started.
      templates: [
        {
          id: digits(15),
          name: 'store_update',
          language: 'en',
          category: 'MARKETING',
          status: 'APPROVED',
          body: 'News from Trail Shoes: {{1}} Reply STOP to stop these messages.',
          quickReplies: ['Stop promotions'],
        },
      ],
      numbers: [
        {
          id: digits(15),
          display_phone_number: '+1 555-010-4477',
          verified_name: 'Trail Shoes',
        },
        {
          id: digits(15),
          display_phone_number: '+1 555-010-9911',
          verified_name: 'Trail Shoes Test',
        },
      ],
    },
  ];
  readonly pages: MetaPage[] = [
    {
      id: digits(15),
      name: 'Trail Shoes',
      accessToken: token('EAAP'),
      instagram: { id: `1784${digits(13)}`, username: 'trailshoes' },
      subscriptions: new Map(),
    },
    {
      id: digits(15),
      name: 'Trail Shoes Outlet',
      accessToken: token('EAAP'),
      instagram: null,
      subscriptions: new Map(),
    },
  ];
  /** The default people who write (the page lets `?name=` and `?id=` pick others). */
  readonly people: Record<MetaSurface, MetaPerson> = {
    whatsapp: { id: '4790012345', name: 'Kari' },
    messenger: { id: '6200000000000101', name: 'Kari Nordmann' },
    instagram: { id: '7300000000000202', name: 'kari.runs' },
  };
  /** Everyone who has written on Messenger or Instagram, by their page- or Instagram-scoped id. */
  private readonly profiles = new Map<string, { surface: MetaSurface; person: MetaPerson }>();
  private readonly tokens = new Map<string, TokenGrant>();
  private readonly chats = new Map<string, ChatViewEntry[]>();
  private readonly listeners = new Set<(key: string) => void>();

  /**
   * A permanent token of a system user of the business (Business settings →
   * System users → Generate token), for the Legacy (manual tokens) method.
   */
  readonly systemUserToken: string;

  constructor() {
    this.systemUserToken = this.issueUserToken(true);
    for (const page of this.pages)
      this.tokens.set(page.accessToken, { kind: 'page', pageId: page.id });
    for (const surface of ['messenger', 'instagram'] as const)
      this.rememberPerson(surface, this.people[surface]);
  }

  /** Keeps a person's profile, which the User Profile API answers with. */
  rememberPerson(surface: MetaSurface, person: MetaPerson): void {
    if (surface !== 'whatsapp') this.profiles.set(person.id, { surface, person });
  }

  profile(id: string): { surface: MetaSurface; person: MetaPerson } | undefined {
    return this.profiles.get(id);
  }

  /** The login dialog's grant: a short-lived user token. */
  issueUserToken(longLived: boolean): string {
    const value = token('EAAG');
    this.tokens.set(value, { kind: 'user', userId: this.loginUser.id, longLived });
    return value;
  }

  grantOf(value: string | undefined): TokenGrant | undefined {
    return value ? this.tokens.get(value) : undefined;
  }

  number(phoneId: string): { business: MetaBusinessAccount; number: MetaPhoneNumber } | undefined {
    for (const business of this.businesses) {
      const number = business.numbers.find((n) => n.id === phoneId);
      if (number) return { business, number };
    }
    return undefined;
  }

  page(pageId: string): MetaPage | undefined {
    return this.pages.find((p) => p.id === pageId);
  }

  pageOfInstagram(igId: string): MetaPage | undefined {
    return this.pages.find((p) => p.instagram?.id === igId);
  }

  /** The chat of `person` with a number, page or Instagram account (`channelId`). */
  chat(surface: MetaSurface, channelId: string, personId: string): ChatViewEntry[] {
    return this.chats.get(chatKey(surface, channelId, personId)) ?? [];
  }

  hasChat(surface: MetaSurface, channelId: string, personId: string): boolean {
    return this.chats.has(chatKey(surface, channelId, personId));
  }

  append(surface: MetaSurface, channelId: string, personId: string, entry: ChatViewEntry): void {
    const key = chatKey(surface, channelId, personId);
    this.chats.set(key, [...(this.chats.get(key) ?? []), entry]);
    for (const listener of this.listeners) listener(key);
  }

  onChange(listener: (key: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A message id as Meta writes them (wamid.… for WhatsApp, m_… for Messenger and Instagram). */
  messageId(surface: MetaSurface): string {
    return surface === 'whatsapp'
      ? `wamid.${randomBytes(24).toString('base64url')}`
      : `m_${randomBytes(24).toString('base64url')}`;
  }
}

export function chatKey(surface: MetaSurface, channelId: string, personId: string): string {
  return `${surface}/${channelId}/${personId}`;
}

/** Ids are fresh for each run, so claims left from an earlier run never collide. */
function digits(count: number): string {
  let out = String(randomInt(1, 10));
  while (out.length < count) out += String(randomInt(0, 10));
  return out;
}

function token(prefix: string): string {
  return `${prefix}${randomBytes(30).toString('base64url')}${randomInt(10, 99)}`;
}
