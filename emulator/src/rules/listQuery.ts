import type { StructuredQuery, Value } from '../engine/types';
import { equals } from './equality';
import { fromFirestoreValue, referencePath } from './fromFirestore';
import type { RulesValue } from './values';
import { NULL, float } from './values';

/** What one query disjunct tells about every document it can return. */
export interface Facts {
  /** Field path segments → the value the field must hold. */
  equal: [string[], RulesValue][];
  /** Field path segments → values the array field must contain. */
  contains: [string[], RulesValue][];
  /** The document's full path (`databases/{db}/documents/...`) when `__name__` is fixed. */
  name: string[] | null;
}

/** Beyond this many cases a query is checked as if it constrained nothing. */
const MAX_CASES = 512;

type Atom = { kind: 'equal' | 'contains'; field: string; options: Value[] } | { kind: 'none' };

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
      if (cases.length > MAX_CASES) return [{ equal: [], contains: [], name: null }];
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
  if (unary) {
    const path = unary.field?.fieldPath ?? '';
    if (unary.op === 'IS_NULL')
      return [[{ kind: 'equal', field: path, options: [{ nullValue: 'NULL_VALUE' }] }]];
    if (unary.op === 'IS_NAN')
      return [[{ kind: 'equal', field: path, options: [{ doubleValue: NaN }] }]];
  }
  return [[{ kind: 'none' }]];
}

function fieldAtom(field: string, op: string, value: Value | undefined): Atom {
  if (!value) return { kind: 'none' };
  const values = value.arrayValue?.values ?? [];
  switch (op) {
    case 'EQUAL':
      return { kind: 'equal', field, options: [value] };
    case 'IN':
      return { kind: 'equal', field, options: values };
    case 'ARRAY_CONTAINS':
      return { kind: 'contains', field, options: [value] };
    case 'ARRAY_CONTAINS_ANY':
      return { kind: 'contains', field, options: values };
    default:
      return { kind: 'none' };
  }
}

type Choice = { kind: 'equal' | 'contains'; field: string; value: Value }[];

function* choices(atoms: Atom[], i = 0, chosen: Choice = []): Generator<Choice> {
  if (i === atoms.length) {
    yield chosen;
    return;
  }
  const atom = atoms[i]!;
  if (atom.kind === 'none') {
    yield* choices(atoms, i + 1, chosen);
    return;
  }
  for (const value of atom.options) {
    yield* choices(atoms, i + 1, [...chosen, { kind: atom.kind, field: atom.field, value }]);
  }
}

/** Facts of one case; null when the filters contradict each other (no documents). */
function toFacts(choice: Choice): Facts | null {
  const facts: Facts = { equal: [], contains: [], name: null };
  for (const { kind, field, value } of choice) {
    if (field === '__name__') {
      if (kind !== 'equal' || !value.referenceValue) continue;
      const name = referencePath(value.referenceValue);
      const segments = name.type === 'path' ? name.segments : [];
      if (facts.name && facts.name.join('/') !== segments.join('/')) return null;
      facts.name = segments;
      continue;
    }
    const segments = splitFieldPath(field);
    const rulesValue =
      'doubleValue' in value && Number.isNaN(value.doubleValue)
        ? float(NaN)
        : fromFirestoreValue(value);
    if (kind === 'contains') {
      facts.contains.push([segments, rulesValue]);
      continue;
    }
    const known = facts.equal.find(([other]) => other.join('.') === segments.join('.'));
    if (known) {
      if (!equals(known[1], rulesValue)) return null;
      continue;
    }
    facts.equal.push([segments, rulesValue ?? NULL]);
  }
  return facts;
}

/** `a.b`, `` `odd.name`.c `` → segments. */
export function splitFieldPath(fieldPath: string): string[] {
  const segments: string[] = [];
  const pattern = /`((?:[^`\\]|\\.)*)`|([^.]+)/g;
  for (const match of fieldPath.matchAll(pattern)) {
    segments.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!);
  }
  return segments;
}
