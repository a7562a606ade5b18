import { RulesError, invalidArgument, requireKnown } from './errors';
import type { RulesType, RulesValue, ValueOf } from './values';
import { typeName } from './values';

/** Checks the number of arguments a library function received. */
export function arity(fn: string, args: RulesValue[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    throw new RulesError(
      `Function ${fn} expects ${expected} argument(s), received ${args.length}.`,
    );
  }
}

/** The i-th argument, which must be known and of one of the given types. */
export function arg<T extends RulesType>(
  fn: string,
  args: RulesValue[],
  i: number,
  ...types: T[]
): ValueOf<T> {
  const value = args[i];
  if (value === undefined) throw invalidArgument(fn, `missing argument ${i + 1}.`);
  requireKnown(value);
  if (!(types as RulesType[]).includes(value.type)) {
    throw invalidArgument(
      fn,
      `argument ${i + 1} must be ${types.join(' or ')}, received ${typeName(value)}.`,
    );
  }
  return value as ValueOf<T>;
}

/** Items of a list or set argument (the collection methods accept both). */
export function items(fn: string, args: RulesValue[], i: number): RulesValue[] {
  return arg(fn, args, i, 'list', 'set').items;
}
