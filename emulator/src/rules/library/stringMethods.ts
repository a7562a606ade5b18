import { arg, arity } from '../args';
import { RulesError } from '../errors';
import type { RulesValue } from '../values';
import { bool, int, list, str } from '../values';

/** Methods of rules.String. */
export function stringMethod(
  receiver: Extract<RulesValue, { type: 'string' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  const text = receiver.value;
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return int([...text].length);
    case 'lower':
      arity(name, args, 0);
      return str(text.toLowerCase());
    case 'upper':
      arity(name, args, 0);
      return str(text.toUpperCase());
    case 'trim':
      arity(name, args, 0);
      return str(text.trim());
    case 'matches': {
      arity(name, args, 1);
      const re = regex(arg(name, args, 0, 'string').value, '');
      return bool(new RegExp(`^(?:${re.source})$`, re.flags).test(text));
    }
    case 'split': {
      arity(name, args, 1);
      const re = regex(arg(name, args, 0, 'string').value, 'g');
      return list(text.split(re).map((part) => str(part ?? '')));
    }
    case 'replace': {
      arity(name, args, 2);
      const re = regex(arg(name, args, 0, 'string').value, 'g');
      // RE2 writes group references as \1; JavaScript as $1.
      const replacement = arg(name, args, 1, 'string')
        .value.replace(/\$/g, '$$$$')
        .replace(/\\(\d)/g, '$$$1');
      return str(text.replace(re, replacement));
    }
    case 'toUtf8':
      arity(name, args, 0);
      return { type: 'bytes', value: Buffer.from(text, 'utf8') };
    default:
      return undefined;
  }
}

const cache = new Map<string, RegExp>();

/**
 * An RE2 pattern as a JavaScript RegExp. RE2's leading inline flags such as
 * `(?i)` become RegExp flags; the rest of the syntax is shared for the
 * patterns rules use in practice.
 */
export function regex(pattern: string, extraFlags: string): RegExp {
  const key = `${extraFlags}/${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let source = pattern;
  let flags = 'u' + extraFlags;
  const inline = /^\(\?([imsU]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    for (const flag of inline[1]!) if (flag !== 'U' && !flags.includes(flag)) flags += flag;
  }
  // Unicode mode first (RE2 is UTF-8 aware); without it for patterns that
  // only the looser legacy syntax accepts, such as a literal `{`.
  for (const candidate of [flags, flags.replace('u', '')]) {
    try {
      const re = new RegExp(source, candidate);
      cache.set(key, re);
      return re;
    } catch {
      // try the next flag set
    }
  }
  throw new RulesError(`Invalid regular expression: ${pattern}`);
}
