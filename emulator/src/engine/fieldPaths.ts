/**
 * Field paths (`a.b`, `` `odd.key`.c ``) and copy-on-write access to a
 * document's fields. Stored documents are never mutated: every change builds
 * new maps along the changed path and shares the rest.
 */
import { invalidArgument } from './errors';
import type { Value } from './types';

export type Fields = Record<string, Value>;

const cache = new Map<string, string[]>();

export function parseFieldPath(path: string): string[] {
  const hit = cache.get(path);
  if (hit) return hit;
  const segs: string[] = [];
  let cur = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] as string;
    if (quoted) {
      if (c === '\\' && i + 1 < path.length) cur += path[++i];
      else if (c === '`') quoted = false;
      else cur += c;
    } else if (c === '`') {
      quoted = true;
      wasQuoted = true;
    } else if (c === '.') {
      if (cur === '' && !wasQuoted) throw invalidArgument(`Invalid field path: ${path}`);
      segs.push(cur);
      cur = '';
      wasQuoted = false;
    } else cur += c;
  }
  if (quoted || (cur === '' && !wasQuoted)) throw invalidArgument(`Invalid field path: ${path}`);
  segs.push(cur);
  if (cache.size > 10000) cache.clear();
  cache.set(path, segs);
  return segs;
}

export function formatFieldPath(segs: string[]): string {
  return segs
    .map((s) =>
      /^[a-zA-Z_][a-zA-Z_0-9]*$/.test(s)
        ? s
        : '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`',
    )
    .join('.');
}

export function getField(fields: Fields | undefined, segs: string[]): Value | undefined {
  let cur: Fields | undefined = fields;
  for (let i = 0; i < segs.length; i++) {
    const v: Value | undefined = cur?.[segs[i] as string];
    if (v === undefined) return undefined;
    if (i === segs.length - 1) return v;
    if (v.mapValue === undefined) return undefined;
    cur = v.mapValue.fields ?? {};
  }
  return undefined;
}

function mapOf(fields: Fields): Value {
  return { valueType: 'mapValue', mapValue: { fields } };
}

/** Returns new fields with `value` at `segs`; intermediate non-maps become maps. */
export function setField(fields: Fields, segs: string[], value: Value): Fields {
  const [head, ...rest] = segs as [string, ...string[]];
  if (rest.length === 0) return { ...fields, [head]: value };
  const child = fields[head];
  const childFields = child?.mapValue ? (child.mapValue.fields ?? {}) : {};
  return { ...fields, [head]: mapOf(setField(childFields, rest, value)) };
}

/** Returns new fields without `segs` (unchanged object if absent). */
export function deleteField(fields: Fields, segs: string[]): Fields {
  const [head, ...rest] = segs as [string, ...string[]];
  if (!(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const child = fields[head] as Value;
  if (!child.mapValue) return fields;
  const inner = child.mapValue.fields ?? {};
  const next = deleteField(inner, rest);
  return next === inner ? fields : { ...fields, [head]: mapOf(next) };
}

/** Keeps only the masked paths (for `select` / `mask`). */
export function applyMask(fields: Fields | undefined, paths: string[][]): Fields {
  let out: Fields = {};
  for (const p of paths) {
    const v = getField(fields, p);
    if (v !== undefined) out = setField(out, p, v);
  }
  return out;
}
