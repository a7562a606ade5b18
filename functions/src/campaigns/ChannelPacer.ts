import type { CampaignChannel } from '@vg/common';
import { TokenBuckets, type BucketRule } from '../http/TokenBuckets';

/**
 * How fast a campaign may send on each channel, below the provider's own
 * limit so a campaign never makes it refuse the rest: Resend takes 2
 * requests a second per team; the WhatsApp Cloud API 80 messages a second
 * per number (a quarter of that leaves room for the agent's answers).
 */
export const CAMPAIGN_RATES: Record<CampaignChannel, BucketRule> = {
  email: { capacity: 2, perSecond: 2 },
  whatsapp: { capacity: 20, perSecond: 20 },
};

/**
 * Waits until a channel (keyed by the sender: a number, a mail domain) may
 * send one more message. One pacer per process, shared by every campaign
 * that process sends.
 */
export class ChannelPacer {
  constructor(
    private readonly buckets = new TokenBuckets(10_000),
    private readonly clock: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  async wait(key: string, rule: BucketRule): Promise<void> {
    for (;;) {
      const taken = this.buckets.take(key, rule, this.clock());
      if (taken.ok) return;
      await this.sleep(taken.retryAfterMs);
    }
  }
}

export const campaignPacer = new ChannelPacer();
