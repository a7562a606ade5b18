/**
 * Turns a StructuredQuery filter into a predicate over documents, with the
 * service's semantics: comparisons only match values of the same type order,
 * `!=` / `not-in` skip missing and null fields, `__name__` compares keys.
 */
import { invalidArgument } from '../errors';
import { getField, parseFieldPath } from '../fieldPaths';
import type { Document, StructuredQuery, Value } from '../types';
import { validateValue } from '../validateValue';
import { compareValues, isNaNValue, isNullValue, kindOf, typeOrder, valuesEqual } from '../values';

export type Predicate = (doc: Document) => boolean;
type Filter = NonNullable<StructuredQuery['where']>;

export const MAX_DISJUNCTIONS = 30;
const INEQUALITY_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

const LIST_OPS = new Set(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);

export interface CompiledFilter {
  matches: Predicate;
  /** Field paths (dotted form) under inequality filters, for implicit ordering. */
  inequalityFields: string[];
  /** Number of disjunctions in disjunctive normal form. */
  disjunctions: number;
}

/** A field's value in a document; `__name__` is the document's reference. */
export function fieldValue(doc: Document, segs: string[] | null): Value | undefined {
  if (segs === null) return { valueType: 'referenceValue', referenceValue: doc.name };
  return getField(doc.fields, segs);
}

export function fieldSegments(path: unknown): string[] | null {
  if (typeof path !== 'string' || path === '')
    throw invalidArgument('A filter or order must name a field path.');
  return path === '__name__' ? null : parseFieldPath(path);
}

function arrayOperand(value: Value, op: string): Value[] {
  if (kindOf(value) !== 'arrayValue')
    throw invalidArgument(`A non-empty array is required for '${op}' filters.`);
  const values = value.arrayValue?.values ?? [];
  if (values.length === 0)
    throw invalidArgument(`A non-empty array is required for '${op}' filters.`);
  if (values.length > MAX_DISJUNCTIONS && op !== 'NOT_IN') {
    throw invalidArgument(`'${op}' supports up to ${MAX_DISJUNCTIONS} comparison values.`);
  }
  return values;
}

function comparison(op: string, c: number): boolean {
  switch (op) {
    case 'LESS_THAN':
      return c < 0;
    case 'LESS_THAN_OR_EQUAL':
      return c <= 0;
    case 'GREATER_THAN':
      return c > 0;
    default:
      return c >= 0;
  }
}

function compileFieldFilter(f: Filter['fieldFilter']): CompiledFilter {
  const path = f?.field?.fieldPath;
  const segs = fieldSegments(path);
  const op = String(f?.op ?? '');
  const value = f?.value as Value | undefined;
  if (!value) throw invalidArgument('A field filter requires a value.');
  // The operand of in / not-in / array-contains-any is a list of values, each of which
  // may itself be an array (matched by whole-array equality).
  if (LIST_OPS.has(op) && kindOf(value) === 'arrayValue')
    for (const e of value.arrayValue?.values ?? []) validateValue(e, 2);
  else validateValue(value, 1);
  const ineq = INEQUALITY_OPS.has(op) ? [path as string] : [];
  const at = (doc: Document) => fieldValue(doc, segs);
  let matches: Predicate;
  switch (op) {
    case 'EQUAL':
      matches = (d) => {
        const v = at(d);
        return v !== undefined && valuesEqual(v, value);
      };
      break;
    case 'NOT_EQUAL':
      matches = (d) => {
        const v = at(d);
        return v !== undefined && !isNullValue(v) && !valuesEqual(v, value);
      };
      break;
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      // NaN sorts first among numbers but never satisfies a range comparison.
      const order = typeOrder(value);
      if (isNaNValue(value)) matches = () => false;
      else
        matches = (d) => {
          const v = at(d);
          return (
            v !== undefined &&
            typeOrder(v) === order &&
            !isNaNValue(v) &&
            comparison(op, compareValues(v, value))
          );
        };
      break;
    }
    case 'ARRAY_CONTAINS':
      matches = (d) => (at(d)?.arrayValue?.values ?? []).some((e) => valuesEqual(e, value));
      break;
    case 'IN': {
      const list = arrayOperand(value, op);
      matches = (d) => {
        const v = at(d);
        return v !== undefined && list.some((e) => valuesEqual(v, e));
      };
      return { matches, inequalityFields: [], disjunctions: list.length };
    }
    case 'ARRAY_CONTAINS_ANY': {
      const list = arrayOperand(value, op);
      matches = (d) =>
        (at(d)?.arrayValue?.values ?? []).some((e) => list.some((x) => valuesEqual(e, x)));
      return { matches, inequalityFields: [], disjunctions: list.length };
    }
    case 'NOT_IN': {
      const list = arrayOperand(value, op);
      if (list.some(isNullValue)) matches = () => false;
      else
        matches = (d) => {
          const v = at(d);
          return v !== undefined && !isNullValue(v) && !list.some((e) => valuesEqual(v, e));
        };
      break;
    }
    default:
      throw invalidArgument(`Invalid field filter operator "${op}".`);
  }
  return { matches, inequalityFields: ineq, disjunctions: 1 };
}

function compileUnaryFilter(f: Filter['unaryFilter']): CompiledFilter {
  const path = f?.field?.fieldPath;
  const segs = fieldSegments(path);
  const op = String(f?.op ?? '');
  const at = (doc: Document) => fieldValue(doc, segs);
  switch (op) {
    case 'IS_NULL':
      return { matches: (d) => isNull(at(d)), inequalityFields: [], disjunctions: 1 };
    case 'IS_NAN':
      return { matches: (d) => isNaNOf(at(d)), inequalityFields: [], disjunctions: 1 };
    case 'IS_NOT_NULL':
      return {
        matches: (d) => exists(at(d)) && !isNull(at(d)),
        inequalityFields: [path],
        disjunctions: 1,
      };
    case 'IS_NOT_NAN':
      return {
        matches: (d) => exists(at(d)) && !isNull(at(d)) && !isNaNOf(at(d)),
        inequalityFields: [path],
        disjunctions: 1,
      };
    default:
      throw invalidArgument(`Invalid unary filter operator "${op}".`);
  }
}

const exists = (v: Value | undefined): boolean => v !== undefined;
const isNull = (v: Value | undefined): boolean => v !== undefined && isNullValue(v);
const isNaNOf = (v: Value | undefined): boolean => v !== undefined && isNaNValue(v);

export function compileFilter(filter: Filter | undefined): CompiledFilter {
  if (!filter) return { matches: () => true, inequalityFields: [], disjunctions: 1 };
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter);
  if (filter.compositeFilter) {
    const op = String(filter.compositeFilter.op ?? '');
    const parts = ((filter.compositeFilter.filters ?? []) as Filter[]).map(compileFilter);
    const inequalityFields = parts.flatMap((p) => p.inequalityFields);
    if (op === 'AND') {
      const preds = parts.map((p) => p.matches);
      const disjunctions = parts.reduce((n, p) => n * p.disjunctions, 1);
      return { matches: (d) => preds.every((p) => p(d)), inequalityFields, disjunctions };
    }
    if (op === 'OR') {
      const preds = parts.map((p) => p.matches);
      const disjunctions = parts.reduce((n, p) => n + p.disjunctions, 0);
      return { matches: (d) => preds.some((p) => p(d)), inequalityFields, disjunctions };
    }
    throw invalidArgument(`Invalid composite filter operator "${op}".`);
  }
  throw invalidArgument('A filter must be a field, unary or composite filter.');
}
