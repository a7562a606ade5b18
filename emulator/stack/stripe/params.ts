import { invalid } from './stripeError';

/** A form-encoded Stripe request, parsed by `qs` into nested strings. */
export type Params = Record<string, unknown>;

export function str(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function required(params: Params, key: string): string {
  const value = str(params, key);
  if (value === undefined) throw invalid(`Missing required param: ${key}.`, key);
  return value;
}

export function int(params: Params, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, key);
  return Number(value);
}

export function num(params: Params, key: string): number | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw invalid(`Invalid decimal: ${value}`, key);
  return parsed;
}

export function bool(params: Params, key: string): boolean | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${String(value)}`, key);
}

export function obj(params: Params, key: string): Params | undefined {
  const value = params[key];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Params)
    : undefined;
}

/** qs gives `a[0]=x` as an array and `a[5]=x` (sparse) as an object; both are lists to Stripe. */
export function list(params: Params, key: string): unknown[] {
  const value = params[key];
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

/** Metadata: strings only; an empty string removes a key on update. */
export function metadata(
  params: Params,
  current: Record<string, string> = {},
): Record<string, string> {
  const given = obj(params, 'metadata');
  if (!given) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (value === '') delete merged[key];
    else merged[key] = String(value);
  }
  return merged;
}
