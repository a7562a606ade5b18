import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_MAX_KB_DOCS_CHAR_COUNT } from '@vg/common';

/**
 * The plan's `maxKbDocsCharCount` for the agent's owner: the active
 * subscription's limits, else the custom plan's, else the chosen default.
 */
export async function kbCharLimit(db: Firestore, ownerId: string): Promise<number> {
  const workspace = (await db.doc(`users/${ownerId}`).get()).data() ?? {};
  const fromPlan = workspace.v2StripeConfig?.limits?.maxKbDocsCharCount;
  if (typeof fromPlan === 'number') return fromPlan;
  const custom = workspace.internal?.customPlan?.limits?.maxKbDocsCharCount;
  if (typeof custom === 'number') return custom;
  return DEFAULT_MAX_KB_DOCS_CHAR_COUNT;
}

/** The owner-facing reason a source does not fit the plan. */
export function overLimitReason(chars: number, used: number, limit: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `This source has ${n(chars)} characters, but the plan allows ${n(limit)} characters of sources per agent and ${n(used)} are in use: remove sources you no longer need or upgrade the plan.`;
}
