import type { StructuredQuery, Value } from '../engine/types';
import type { RangeOp } from './values';
import type { Condition, Facts } from './queryFacts';
import { noFacts, toFacts } from './queryFacts';

export type { Facts } from './queryFacts';

/** Beyond this many cases a query is checked as if it constrained nothing. */
const MAX_CASES = 512;

/** A filter; `options` are the alternatives of `in` / `array-contains-any`, one case each. */
type Atom =
  | { kind: 'equal'; field: string; options: Value[] }
  | { kind: 'contains'; field: string; options: Value[] }
  | Extract<Condition, { kind: 'range' | 'exclude' }>
  | { kind: 'none' };

const RANGE_OPS: Record<string, RangeOp> = {
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
};

/**
 * The cases a list query splits into: one per OR branch and per value of an
 * `in` / `array-contains-any` filter. The rule must hold in every case, the
 * way the service proves a query safe without reading the data.
 */
export function queryCases(query: StructuredQuery | undefined): Facts[] {
  const branches = disjuncts(query?.where);
  const cases: Facts[] = [];
  for (const branch of branches ?? [[]]) {
    for (const choice of choices(branch)) {
      const facts = toFacts(choice);
      if (facts) cases.push(facts);
      if (cases.length > MAX_CASES) return [noFacts()];
    }
  }
  return cases;
}

/** The filter in disjunctive normal form, or null when it grows too large. */
function disjuncts(filter: Record<string, unknown> | undefined): Atom[][] | null {
  if (!filter) return [[]];
  const composite = filter.compositeFilter as { op?: string; filters?: Record<string, unknown>[] };
  if (composite) {
    const parts = (composite.filters ?? []).map(disjuncts);
    if (parts.some((part) => part === null)) return null;
    if (composite.op === 'OR') return (parts as Atom[][][]).flat();
    let product: Atom[][] = [[]];
    for (const part of parts as Atom[][][]) {
      product = product.flatMap((left) => part.map((right) => [...left, ...right]));
      if (product.length > MAX_CASES) return null;
    }
    return product;
  }
  const field = filter.fieldFilter as {
    field?: { fieldPath?: string };
    op?: string;
    value?: Value;
  };
  if (field) return [[fieldAtom(field.field?.fieldPath ?? '', field.op ?? '', field.value)]];
  const unary = filter.unaryFilter as { field?: { fieldPath?: string }; op?: string };
  if (unary) return [[unaryAtom(unary.field?.fieldPath ?? '', unary.op ?? '')]];
  return [[{ kind: 'none' }]];
}

function fieldAtom(field: string, op: string, value: Value | undefined): Atom {
  if (!value) return { kind: 'none' };
  const values = value.arrayValue?.values ?? [];
  const range = RANGE_OPS[op];
  if (range) return { kind: 'range', field, op: range, value };
  switch (op) {
    case 'EQUAL':
      return { kind: 'equal', field, options: [value] };
    case 'IN':
      return { kind: 'equal', field, options: values };
    case 'ARRAY_CONTAINS':
      return { kind: 'contains', field, options: [value] };
    case 'ARRAY_CONTAINS_ANY':
      return { kind: 'contains', field, options: values };
    case 'NOT_EQUAL':
      return { kind: 'exclude', field, values: [value] };
    case 'NOT_IN':
      return { kind: 'exclude', field, values };
    default:
      return { kind: 'none' };
  }
}

function unaryAtom(field: string, op: string): Atom {
  switch (op) {
    case 'IS_NULL':
      return { kind: 'equal', field, options: [{ nullValue: 'NULL_VALUE' }] };
    case 'IS_NAN':
      return { kind: 'equal', field, options: [{ doubleValue: NaN }] };
    case 'IS_NOT_NULL':
    case 'IS_NOT_NAN':
      // Both skip missing and null values; NaN itself is nothing a rule can use.
      return { kind: 'exclude', field, values: [] };
    default:
      return { kind: 'none' };
  }
}

function* choices(atoms: Atom[], i = 0, chosen: Condition[] = []): Generator<Condition[]> {
  if (i === atoms.length) {
    yield chosen;
    return;
  }
  const atom = atoms[i]!;
  if (atom.kind === 'none') {
    yield* choices(atoms, i + 1, chosen);
  } else if ('options' in atom) {
    for (const value of atom.options) {
      const condition: Condition =
        atom.kind === 'equal'
          ? { kind: 'equal', field: atom.field, value }
          : { kind: 'contains', field: atom.field, value };
      yield* choices(atoms, i + 1, [...chosen, condition]);
    }
  } else {
    yield* choices(atoms, i + 1, [...chosen, atom]);
  }
}
