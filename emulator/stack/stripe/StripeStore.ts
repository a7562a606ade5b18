import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { missing } from './stripeError';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** Id prefixes of the objects the stand-in keeps, as Stripe spells them. */
export const PREFIX: Record<string, string> = {
  customer: 'cus',
  payment_method: 'pm',
  payment_intent: 'pi',
  charge: 'ch',
  product: 'prod',
  price: 'price',
  coupon: 'co',
  promotion_code: 'promo',
  tax_rate: 'txr',
  subscription: 'sub',
  subscription_item: 'si',
  invoice: 'in',
  event: 'evt',
  account: 'acct',
  'checkout.session': 'cs_test',
  setup_intent: 'seti',
  discount: 'di',
};

export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

interface Saved {
  objects: StripeObject[];
  idempotency: [string, IdempotentAnswer][];
}

export interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

/**
 * Every object the stand-in holds, by id, kept in a JSON file between runs
 * (as Stripe keeps a test-mode account's data).
 */
export class StripeStore {
  private readonly objects = new Map<string, StripeObject>();
  readonly idempotency = new Map<string, IdempotentAnswer>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
      for (const object of saved.objects) this.objects.set(object.id, object);
      for (const [key, answer] of saved.idempotency) this.idempotency.set(key, answer);
    }
  }

  save(): void {
    if (!this.file) return;
    const dayAgo = Date.now() - 86_400_000;
    for (const [key, answer] of this.idempotency)
      if (answer.at < dayAgo) this.idempotency.delete(key);
    mkdirSync(dirname(this.file), { recursive: true });
    const saved: Saved = {
      objects: [...this.objects.values()],
      idempotency: [...this.idempotency],
    };
    writeFileSync(this.file, JSON.stringify(saved));
  }

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  create<T extends StripeObject>(
    object: string,
    fields: Omit<T, 'id' | 'object'> & { id?: string },
  ): T {
    const id = fields.id ?? newId(PREFIX[object] ?? object);
    const created = { ...fields, id, object, livemode: false } as unknown as T;
    return this.put(created);
  }

  find(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  get(object: string, id: string, param = 'id'): StripeObject {
    const found = this.objects.get(id);
    if (!found || found.object !== object || found.deleted)
      throw missing(object.replace('_', ' '), id, param);
    return found;
  }

  all(object: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === object && !o.deleted);
  }
}
