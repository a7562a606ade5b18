import { invalid } from './stripeError';
import { metadata, required, str, type Params } from './params';
import { nowSeconds, type StripeObject, type StripeStore } from './StripeStore';
import type { Emit } from './Emit';

/**
 * Connect: an agency's connected account and the onboarding link that
 * takes its owner to the stand-in's onboarding page and back.
 */
export class Connect {
  constructor(
    private readonly store: StripeStore,
    private readonly emit: Emit,
    private readonly origin: string,
  ) {}

  createAccount(params: Params): StripeObject {
    return this.store.create('account', {
      created: nowSeconds(),
      type: str(params, 'type') ?? 'express',
      email: str(params, 'email') ?? null,
      country: str(params, 'country') ?? 'US',
      default_currency: 'usd',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: metadata(params),
    });
  }

  createAccountLink(params: Params): StripeObject {
    const account = this.store.get('account', required(params, 'account'), 'account');
    const returnUrl = required(params, 'return_url');
    const refreshUrl = str(params, 'refresh_url') ?? returnUrl;
    for (const [key, url] of [
      ['return_url', returnUrl],
      ['refresh_url', refreshUrl],
    ] as const)
      if (!/^https?:\/\//.test(url)) throw invalid(`Not a valid URL`, key);
    const query = new URLSearchParams({ return_url: returnUrl, refresh_url: refreshUrl });
    return {
      id: `acctlink_${account.id.slice(5)}`,
      object: 'account_link',
      created: nowSeconds(),
      expires_at: nowSeconds() + 300,
      url: `${this.origin}/connect/onboarding/${account.id}?${query.toString()}`,
    };
  }

  /** The owner finished onboarding on the page: charges and payouts are enabled. */
  completeOnboarding(accountId: string): StripeObject {
    const account = this.store.get('account', accountId);
    const previous = {
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
    };
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.details_submitted = true;
    this.emit('account.updated', account, previous);
    return account;
  }
}
