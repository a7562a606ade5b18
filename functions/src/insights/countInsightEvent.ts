import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { insightDay, insightShardId, insightShardIndex } from '@vg/common';
import { insightIncrements, type InsightDelta } from './insightDelta';

/** How many event ids a conversation remembers as counted. */
const REMEMBERED_EVENTS = 16;

export interface InsightEvent {
  db: Firestore;
  tx: Transaction;
  agentId: string;
  conversationId: string;
  /** The conversation as this transaction read it (its counted-event markers). */
  convo: DocumentData | undefined;
  /** Stable for one event: a retry of the same event carries the same id. */
  eventId: string;
  at: number;
  delta: InsightDelta;
}

export function insightShardPath(agentId: string, day: string, shard: number): string {
  return `voiceglow/${agentId}/insights/${insightShardId(day, shard)}`;
}

/**
 * Adds one event to the agent's day, in the caller's transaction, once:
 * the conversation remembers the ids of the events it counted, and an id
 * it already holds adds nothing. Answers the conversation fields to write
 * (the marker) in the same transaction, so counting costs one document
 * write (the shard) and no extra read; empty when the event was counted
 * before (or the conversation is the owner's own test chat).
 */
export function countInsightEvent(event: InsightEvent): DocumentData {
  const { convo } = event;
  if (convo?.ownerChat === true) return {};
  const counted = Array.isArray(convo?.insightEvents) ? (convo.insightEvents as unknown[]) : [];
  if (counted.includes(event.eventId)) return {};
  const day = insightDay(event.at);
  const shard = insightShardIndex(event.conversationId);
  event.tx.set(
    event.db.doc(insightShardPath(event.agentId, day, shard)),
    insightIncrements(day, event.delta),
    { merge: true },
  );
  return { insightEvents: [...counted, event.eventId].slice(-REMEMBERED_EVENTS) };
}
