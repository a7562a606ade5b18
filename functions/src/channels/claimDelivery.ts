import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** How long a delivery id is remembered (a Firestore TTL policy on expireAt removes it). */
const REMEMBER_MS = 7 * 24 * 3600 * 1000;
const ALREADY_EXISTS = 6;

export interface DeliveryClaim {
  /** True the first time this delivery is seen. */
  fresh: boolean;
  /** Forget it again (its processing failed, so the provider's retry may run it). */
  release: () => Promise<void>;
}

/**
 * Providers deliver a webhook again when they are unsure it arrived (and
 * anyone who captured a signed request could replay it): the delivery's id
 * (Telegram update_id, Meta message id, Discord interaction id) is created
 * once under `path`, so a repeat is recognised and answered without running
 * the agent twice.
 */
export async function claimDelivery(db: Firestore, path: string): Promise<DeliveryClaim> {
  const ref = db.doc(path);
  try {
    await ref.create({
      receivedAt: Timestamp.now(),
      expireAt: Timestamp.fromMillis(Date.now() + REMEMBER_MS),
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS)
      return { fresh: false, release: async () => {} };
    throw error;
  }
  return {
    fresh: true,
    release: async () => {
      await ref.delete();
    },
  };
}
