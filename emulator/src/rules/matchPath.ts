import type { MatchSegment } from './ast';
import type { RulesValue } from './values';
import { UNKNOWN, path, str } from './values';

/** A document id a list query does not fix: only wildcards can match it. */
export const ANY_ID = Symbol('any document id');
/** The unknown parent path of a collection group query's documents. */
export const ANY_PREFIX = Symbol('any parent path');

export type PathPiece = string | typeof ANY_ID | typeof ANY_PREFIX;

export interface PathMatch {
  end: number;
  bindings: [string, RulesValue][];
}

/**
 * Every way `pattern` can match `pieces` starting at `start`. A recursive
 * wildcard `{x=**}` takes zero or more segments in rules_version 2 (one or
 * more in version 1) and is the only pattern that can absorb a collection
 * group's unknown prefix.
 */
export function matchPattern(
  pattern: MatchSegment[],
  pieces: PathPiece[],
  start: number,
  version: string,
): PathMatch[] {
  const results: PathMatch[] = [];
  const bindings: [string, RulesValue][] = [];
  const go = (i: number, pos: number): void => {
    if (i === pattern.length) {
      results.push({ end: pos, bindings: [...bindings] });
      return;
    }
    const segment = pattern[i]!;
    const piece = pieces[pos];
    if (segment.kind === 'literal') {
      if (piece === segment.value) go(i + 1, pos + 1);
      return;
    }
    if (!segment.recursive) {
      if (piece === undefined || piece === ANY_PREFIX) return;
      bindings.push([segment.name, piece === ANY_ID ? UNKNOWN : str(piece)]);
      go(i + 1, pos + 1);
      bindings.pop();
      return;
    }
    for (let end = pos + (version === '2' ? 0 : 1); end <= pieces.length; end++) {
      const taken = pieces.slice(pos, end);
      const value = taken.every((p) => typeof p === 'string') ? path(taken as string[]) : UNKNOWN;
      bindings.push([segment.name, value]);
      go(i + 1, end);
      bindings.pop();
    }
  };
  go(0, start);
  return results;
}
