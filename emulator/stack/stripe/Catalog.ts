import { StripeError, invalid, missing } from './stripeError';
import { bool, int, list, metadata, num, obj, required, str, type Params } from './params';
import { nowSeconds, type StripeObject, type StripeStore } from './StripeStore';

/** Products, prices, coupons, promotion codes and tax rates. */
export class Catalog {
  constructor(private readonly store: StripeStore) {}

  createProduct(params: Params): StripeObject {
    const id = str(params, 'id');
    if (id && this.store.find(id))
      throw new StripeError(400, 'invalid_request_error', `Product already exists.`, {
        code: 'resource_already_exists',
        param: 'id',
      });
    return this.store.create('product', {
      ...(id ? { id } : {}),
      created: nowSeconds(),
      name: required(params, 'name'),
      description: str(params, 'description') ?? null,
      active: bool(params, 'active') ?? true,
      metadata: metadata(params),
    });
  }

  createPrice(params: Params): StripeObject {
    const productData = obj(params, 'product_data');
    const product = productData
      ? this.createProduct(productData).id
      : this.store.get('product', required(params, 'product'), 'product').id;
    const unitAmount = int(params, 'unit_amount');
    if (unitAmount === undefined || unitAmount < 0)
      throw invalid('Missing required param: unit_amount.', 'unit_amount');
    const recurring = obj(params, 'recurring');
    const lookupKey = str(params, 'lookup_key') ?? null;
    if (lookupKey) {
      const taken = this.store.all('price').find((p) => p.lookup_key === lookupKey);
      if (taken && !bool(params, 'transfer_lookup_key'))
        throw invalid(`A price (\`${taken.id}\`) already uses that lookup key.`, 'lookup_key');
      if (taken) taken.lookup_key = null;
    }
    return this.store.create('price', {
      created: nowSeconds(),
      active: true,
      currency: required(params, 'currency').toLowerCase(),
      product,
      unit_amount: unitAmount,
      lookup_key: lookupKey,
      nickname: str(params, 'nickname') ?? null,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring
        ? {
            interval: required(recurring, 'interval'),
            interval_count: int(recurring, 'interval_count') ?? 1,
            usage_type: 'licensed',
          }
        : null,
      metadata: metadata(params),
    });
  }

  listPrices(params: Params): StripeObject[] {
    const keys = list(params, 'lookup_keys').map(String);
    const product = str(params, 'product');
    return this.store
      .all('price')
      .filter(
        (p) =>
          (keys.length === 0 || keys.includes(String(p.lookup_key))) &&
          (!product || p.product === product),
      )
      .filter((p) => bool(params, 'active') === undefined || p.active === bool(params, 'active'));
  }

  createCoupon(params: Params): StripeObject {
    const percentOff = num(params, 'percent_off');
    const amountOff = int(params, 'amount_off');
    if ((percentOff === undefined) === (amountOff === undefined))
      throw invalid('You must pass either percent_off or amount_off.', 'percent_off');
    if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100))
      throw invalid('Percent off must be between 0 and 100.', 'percent_off');
    const currency = str(params, 'currency')?.toLowerCase() ?? null;
    if (amountOff !== undefined && !currency)
      throw invalid('You must pass currency when passing amount_off.', 'currency');
    const duration = str(params, 'duration') ?? 'once';
    if (!['forever', 'once', 'repeating'].includes(duration))
      throw invalid(`Invalid duration: ${duration}`, 'duration');
    const id = str(params, 'id');
    if (id && this.store.find(id))
      throw new StripeError(400, 'invalid_request_error', 'Coupon already exists.', {
        code: 'resource_already_exists',
        param: 'id',
      });
    return this.store.create('coupon', {
      ...(id ? { id } : {}),
      created: nowSeconds(),
      name: str(params, 'name') ?? null,
      percent_off: percentOff ?? null,
      amount_off: amountOff ?? null,
      currency,
      duration,
      duration_in_months:
        duration === 'repeating' ? (int(params, 'duration_in_months') ?? 1) : null,
      max_redemptions: int(params, 'max_redemptions') ?? null,
      times_redeemed: 0,
      valid: true,
      metadata: metadata(params),
    });
  }

  createPromotionCode(params: Params): StripeObject {
    const promotion = obj(params, 'promotion') ?? {};
    const couponId = str(promotion, 'coupon') ?? required(params, 'coupon');
    const coupon = this.store.get('coupon', couponId, 'promotion[coupon]');
    const code = str(params, 'code') ?? Math.random().toString(36).slice(2, 10).toUpperCase();
    if (
      this.store
        .all('promotion_code')
        .some((p) => p.active && String(p.code).toLowerCase() === code.toLowerCase())
    )
      throw invalid('An active promotion code with `code` already exists.', 'code');
    return this.store.create('promotion_code', {
      created: nowSeconds(),
      code,
      active: bool(params, 'active') ?? true,
      promotion: { type: 'coupon', coupon: coupon.id },
      coupon: coupon.id,
      customer: str(params, 'customer') ?? null,
      max_redemptions: int(params, 'max_redemptions') ?? null,
      times_redeemed: 0,
      metadata: metadata(params),
    });
  }

  /** Codes match case-insensitively, as in Stripe. */
  listPromotionCodes(params: Params): StripeObject[] {
    const code = str(params, 'code')?.toLowerCase();
    const active = bool(params, 'active');
    const coupon = str(params, 'coupon');
    return this.store
      .all('promotion_code')
      .filter((p) => !code || String(p.code).toLowerCase() === code)
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => !coupon || p.coupon === coupon)
      .map((p) => ({
        ...p,
        promotion: { type: 'coupon', coupon: this.store.find(String(p.coupon)) },
      }));
  }

  createTaxRate(params: Params): StripeObject {
    const percentage = num(params, 'percentage');
    if (percentage === undefined || percentage < 0 || percentage > 100)
      throw invalid('Missing required param: percentage.', 'percentage');
    return this.store.create('tax_rate', {
      created: nowSeconds(),
      display_name: required(params, 'display_name'),
      percentage,
      inclusive: bool(params, 'inclusive') ?? false,
      active: true,
      country: str(params, 'country') ?? null,
      description: str(params, 'description') ?? null,
      metadata: metadata(params),
    });
  }

  /** A usable coupon, or Stripe's error about why not. */
  redeemable(coupon: StripeObject, param: string): StripeObject {
    if (!coupon.valid) throw missing('coupon', coupon.id, param);
    const max = coupon.max_redemptions as number | null;
    if (max !== null && Number(coupon.times_redeemed) >= max)
      throw invalid(`Coupon ${coupon.id} has been redeemed the maximum number of times.`, param);
    return coupon;
  }
}
