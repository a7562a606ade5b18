import { describe, expect, it } from 'vitest';
import { readStartFlags } from './readStartFlags';

describe('readStartFlags', () => {
  it('reads the known flags and defaults the others to off', () => {
    expect(readStartFlags([])).toEqual({ fresh: false, rebuild: false, official: false });
    expect(readStartFlags(['--fresh', '--rebuild'])).toEqual({
      fresh: true,
      rebuild: true,
      official: false,
    });
  });

  it('refuses a mistyped flag or a stray argument with the usage, instead of ignoring it', () => {
    expect(() => readStartFlags(['--fersh'])).toThrow(
      "Unknown option '--fersh'. Use: npm start [-- --fresh] [--rebuild] [--official]",
    );
    expect(() => readStartFlags(['fresh'])).toThrow("Unexpected argument 'fresh'");
  });
});
