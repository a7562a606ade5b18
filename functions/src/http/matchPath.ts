import { PATH_ID_RULE, isPathId } from '@vg/common';

/** How a path compares with a route pattern. */
export type PathMatch =
  | { kind: 'match'; params: Record<string, string> }
  /** The route's fixed parts match but a parameter is not a plain id. */
  | { kind: 'bad-id'; name: string; value: string }
  | null;

/**
 * Returns the `:name` parameters of `pattern` in `segments`. Parameters
 * become Firestore document ids and Storage object names, so each must be
 * a plain id (see PATH_ID_PATTERN); a route whose fixed parts match but
 * whose parameter is not one answers `bad-id`, never a lookup.
 */
export function matchPath(pattern: string, segments: readonly string[]): PathMatch {
  const parts = pattern.split('/').filter((part) => part !== '');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  let bad: { name: string; value: string } | null = null;
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null || !isPathId(value))
        bad ??= { name: part.slice(1), value: value ?? segment };
      else params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return bad ? { kind: 'bad-id', ...bad } : { kind: 'match', params };
}

/** The 400 message for a parameter that is not an id. */
export function badIdMessage(name: string, value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return `Invalid request: ${name} '${shown}' ${PATH_ID_RULE}.`;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
