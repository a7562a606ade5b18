import type { Facts } from './queryFacts';
import type { RulesValue } from './values';
import { UNKNOWN, map, path, str } from './values';

/**
 * The `resource` of a list query case: `data` holds only what the filters
 * pin down (values, contained items, bounds), `id` and `__name__` are known
 * only when `__name__` is fixed.
 */
export function symbolicResource(facts: Facts): RulesValue {
  const data = new Map<string, RulesValue>();
  for (const [segments, value] of facts.equal) setNested(data, segments, value);
  for (const [segments, value] of facts.contains) {
    const parent = parentOf(data, segments);
    const last = segments[segments.length - 1]!;
    const existing = parent?.get(last);
    if (!parent) continue;
    if (existing === undefined) parent.set(last, { type: 'partialList', contains: [value] });
    else if (existing.type === 'partialList') existing.contains.push(value);
  }
  // Bounds come last: where a field has facts of another kind already, those are kept.
  for (const [segments, bounds] of facts.bounds) {
    const parent = parentOf(data, segments);
    const last = segments[segments.length - 1]!;
    if (parent && !parent.has(last)) parent.set(last, { type: 'bounded', bounds });
  }
  const name = facts.name;
  return map({
    data: { type: 'partialMap', entries: data },
    id: name ? str(name[name.length - 1] ?? '') : UNKNOWN,
    __name__: name ? path(name) : UNKNOWN,
  });
}

function setNested(root: Map<string, RulesValue>, segments: string[], value: RulesValue): void {
  const parent = parentOf(root, segments);
  parent?.set(segments[segments.length - 1]!, value);
}

/** The partial map that holds the last segment, created on the way down. */
function parentOf(
  root: Map<string, RulesValue>,
  segments: string[],
): Map<string, RulesValue> | null {
  let current = root;
  for (const segment of segments.slice(0, -1)) {
    let next = current.get(segment);
    if (next === undefined) {
      next = { type: 'partialMap', entries: new Map() };
      current.set(segment, next);
    }
    if (next.type !== 'partialMap') return null;
    current = next.entries;
  }
  return current;
}
