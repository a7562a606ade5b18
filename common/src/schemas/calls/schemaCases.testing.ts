import { expect, it } from 'vitest';
import type { z } from 'zod';

/** A call schema with a payload it accepts, one it rejects, and the path of the first issue. */
export type SchemaCase = [
  name: string,
  schema: z.ZodType,
  valid: unknown,
  invalid: unknown,
  path: PropertyKey[],
];

/** The two table tests every call schema gets: it accepts the valid payload, and rejects the invalid one at that path. */
export function itChecksSchemaCases(cases: SchemaCase[]): void {
  it.each(cases)('%s accepts a valid payload', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases)(
    '%s rejects an invalid one with its path',
    (_name, schema, _valid, invalid, path) => {
      expect(schema.safeParse(invalid).error?.issues[0]?.path).toEqual(path);
    },
  );
}
