/**
 * Path parameters become Firestore document ids, so they must be plain ids:
 * no dots-only names, no `__reserved__` names, nothing that could escape a
 * collection.
 */
const SAFE_ID = /^(?!__.*__$)(?!\.{1,2}$)[A-Za-z0-9_.@:+-]{1,200}$/;

/** Returns the `:name` parameters of `pattern` in `segments`, or null. */
export function matchPath(
  pattern: string,
  segments: readonly string[],
): Record<string, string> | null {
  const parts = pattern.split('/').filter((part) => part !== '');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null || !SAFE_ID.test(value)) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
