import { createHash } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import type { LeadSource } from '@vg/common';

/** Conversations a lead remembers (newest last). */
const REMEMBERED_CONVERSATIONS = 20;

export interface LeadContact {
  email?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
  source: LeadSource;
  channel: string;
  /** The person's address on a messaging channel (`{type}:{to}`), for a lead without e-mail or phone. */
  channelAddress?: string | undefined;
  conversationId: string;
}

/**
 * The lead's id: a hash of its e-mail (lower case), else of its phone
 * number's digits, so one person is one lead however often they come
 * back. Null without either.
 */
export function leadId(
  contact: Pick<LeadContact, 'email' | 'phone' | 'channelAddress'>,
): string | null {
  const email = contact.email?.trim().toLowerCase();
  const phone = contact.phone?.replace(/[^\d+]/g, '');
  const key = email
    ? `email:${email}`
    : phone && phone.length >= 5
      ? `phone:${phone}`
      : contact.channelAddress
        ? `channel:${contact.channelAddress}`
        : null;
  return key ? createHash('sha256').update(key).digest('hex').slice(0, 24) : null;
}

export function leadPath(agentId: string, id: string): string {
  return `voiceglow/${agentId}/leads/${id}`;
}

/** The lead as it stands after this contact, from the stored one (if any). */
export function leadUpdate(
  existing: DocumentData | undefined,
  contact: LeadContact,
  now: number,
): DocumentData {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const conversations = list(existing?.conversations).filter((id) => id !== contact.conversationId);
  const sources = list(existing?.sources);
  return {
    email: contact.email?.trim().toLowerCase() || text(existing?.email),
    phone: contact.phone?.trim() || text(existing?.phone),
    channelAddress: contact.channelAddress || text(existing?.channelAddress),
    name: contact.name?.trim() || text(existing?.name),
    sources: sources.includes(contact.source) ? sources : [...sources, contact.source],
    channel: text(existing?.channel) || contact.channel,
    firstContactMs: Number(existing?.firstContactMs) || now,
    lastContactMs: now,
    conversations: [...conversations, contact.conversationId].slice(-REMEMBERED_CONVERSATIONS),
    tags: list(existing?.tags),
    // An opt-out stays until whoever made it takes it back, however often the person returns.
    optedOut: existing?.optedOut === true,
    ...(existing?.optedOut === true && typeof existing.optedOutBy === 'string'
      ? { optedOutBy: existing.optedOutBy }
      : {}),
    ...(existing?.optedOut === true && typeof existing.optedOutAtMs === 'number'
      ? { optedOutAtMs: existing.optedOutAtMs }
      : {}),
  };
}
