import { arg, arity } from '../args';
import { equals } from '../equality';
import { RulesError, UnknownValueError, requireKnown } from '../errors';
import type { RulesValue } from '../values';
import { int, list, str } from '../values';
import { toSet } from './collectionMethods';

type MapValue = Extract<RulesValue, { type: 'map' } | { type: 'partialMap' }>;

/** Methods of rules.Map (and of the partly known `resource.data` of a list query). */
export function mapMethod(
  receiver: MapValue,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  if (name === 'get') {
    arity(name, args, 2);
    return getPath(receiver, keyPath(args[0]!), args[1]!);
  }
  if (receiver.type === 'partialMap') throw new UnknownValueError();
  const entries = receiver.entries;
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return int(entries.size);
    case 'keys':
      arity(name, args, 0);
      return list([...entries.keys()].map(str));
    case 'values':
      arity(name, args, 0);
      return list([...entries.values()]);
    case 'diff': {
      arity(name, args, 1);
      const other = arg(name, args, 0, 'map');
      return { type: 'mapDiff', left: entries, right: other.entries };
    }
    default:
      return undefined;
  }
}

/** `get(key, default)`: the key may be a list of keys to walk nested maps. */
function getPath(receiver: MapValue, keys: string[], fallback: RulesValue): RulesValue {
  let current: RulesValue = receiver;
  for (const key of keys) {
    if (current.type === 'partialMap') {
      const next = current.entries.get(key);
      if (next === undefined) throw new UnknownValueError();
      current = next;
    } else if (current.type === 'map') {
      const next = current.entries.get(key);
      if (next === undefined) return fallback;
      current = next;
    } else {
      requireKnown(current);
      return fallback;
    }
  }
  return current;
}

function keyPath(key: RulesValue): string[] {
  requireKnown(key);
  if (key.type === 'string') return [key.value];
  if (key.type === 'list') {
    return key.items.map((item) => {
      if (item.type !== 'string') throw new RulesError('Map keys must be strings.');
      return item.value;
    });
  }
  throw new RulesError('Map.get expects a string or a list of strings as key.');
}

/**
 * Methods of rules.MapDiff for `a.diff(b)`: added keys are in `a` only,
 * removed keys in `b` only.
 */
export function mapDiffMethod(
  receiver: Extract<RulesValue, { type: 'mapDiff' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  const { left, right } = receiver;
  const added = [...left.keys()].filter((key) => !right.has(key));
  const removed = [...right.keys()].filter((key) => !left.has(key));
  const shared = [...left.keys()].filter((key) => right.has(key));
  const changed = shared.filter((key) => !equals(left.get(key)!, right.get(key)!));
  const unchanged = shared.filter((key) => !changed.includes(key));
  const keys: Record<string, string[]> = {
    addedKeys: added,
    removedKeys: removed,
    changedKeys: changed,
    unchangedKeys: unchanged,
    affectedKeys: [...added, ...removed, ...changed],
  };
  const selected = keys[name];
  if (!selected) return undefined;
  arity(name, args, 0);
  return toSet(selected.map(str));
}
