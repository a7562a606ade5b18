import { stripeConfig } from '../env';

/** The part of Stripe.js the card form uses (same calls on Stripe's script and the local one). */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(
    event: 'change',
    handler: (event: { complete: boolean; error?: { message: string } }) => void,
  ): StripeCardElement;
  destroy(): void;
}

export interface StripeJs {
  elements(): { create(type: 'card'): StripeCardElement };
  createPaymentMethod(args: {
    type: 'card';
    card: StripeCardElement;
    billing_details: Record<string, unknown>;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

let loading: Promise<StripeJs> | undefined;

/** Loads Stripe.js once (js.stripe.com in production, the stand-in offline). */
export function loadStripeJs(): Promise<StripeJs> {
  const config = stripeConfig();
  if (!config) return Promise.reject(new Error('Missing required configuration.'));
  loading ??= new Promise<StripeJs>((resolve, reject) => {
    const ready = () =>
      window.Stripe
        ? resolve(window.Stripe(config.key))
        : reject(new Error('Missing required configuration.'));
    if (window.Stripe) return ready();
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading = undefined;
      reject(new Error('We could not reach Stripe. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
