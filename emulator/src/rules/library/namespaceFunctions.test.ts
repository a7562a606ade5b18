import { describe, expect, it } from 'vitest';
import { GeoPoint, evalCondition } from '../testKit';

const allows = (condition: string, options = {}) => evalCondition(condition, options).allowed;
const reason = (condition: string) => evalCondition(condition).message;

describe('math', () => {
  it('abs, ceil, floor, round, sqrt, pow', () => {
    expect(allows(`math.abs(-3) == 3 && math.abs(-2.5) == 2.5`)).toBe(true);
    expect(allows(`math.ceil(1.2) == 2 && math.floor(1.8) == 1 && math.floor(-1.2) == -2`)).toBe(
      true,
    );
    expect(allows(`math.round(2.5) == 3 && math.round(-2.5) == -3 && math.round(2.4) == 2`)).toBe(
      true,
    );
    expect(
      allows(`math.ceil(1.2) is int && math.sqrt(16) == 4.0 && math.pow(2, 10) == 1024.0`),
    ).toBe(true);
    expect(allows(`math.floor(1.8) == 2`)).toBe(false);
  });

  it('isNaN and isInfinite', () => {
    expect(allows(`math.isNaN(float('NaN')) && !math.isNaN(1.0) && math.isInfinite(1.0 / 0)`)).toBe(
      true,
    );
    expect(allows(`math.isInfinite(1.0)`)).toBe(false);
  });

  it('rejects non-numbers and unknown functions', () => {
    expect(reason(`math.abs('x') == 1`)).toContain('Invalid argument error. Function: [math.abs]');
    expect(reason(`math.cbrt(8) == 2`)).toContain('Function not found error: Name: [math.cbrt].');
  });
});

describe('conversions', () => {
  it('int(), float(), string(), bool(), path()', () => {
    expect(allows(`int('42') == 42 && int(3.9) == 3 && int(-3.9) == -3 && int(7) == 7`)).toBe(true);
    expect(allows(`float(2) == 2.0 && float('1.5') == 1.5 && float(2) is float`)).toBe(true);
    expect(
      allows(
        `string(12) == '12' && string(true) == 'true' && string(null) == 'null' && string(1.5) == '1.5'`,
      ),
    ).toBe(true);
    expect(allows(`bool('true') && !bool('false')`)).toBe(true);
    expect(allows(`path('/databases/x/documents/a/b') == /databases/x/documents/a/b`)).toBe(true);
    expect(allows(`int('42') == 41`)).toBe(false);
  });

  it('rejects values that do not convert', () => {
    expect(reason(`int('4x') == 4`)).toContain('Cannot convert');
    expect(reason(`float('abc') == 1.0`)).toContain('Cannot convert');
    expect(reason(`string([1]) == '[1]'`)).toContain('Cannot convert');
  });
});

describe('hashing', () => {
  it('md5, sha256, crc32, crc32c of strings and bytes', () => {
    expect(allows(`hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'`)).toBe(
      true,
    );
    expect(
      allows(
        `hashing.sha256(b'abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'`,
      ),
    ).toBe(true);
    expect(allows(`hashing.crc32('123456789').toHexString() == 'CBF43926'`)).toBe(true);
    expect(allows(`hashing.crc32c('123456789').toHexString() == 'E3069283'`)).toBe(true);
    expect(allows(`hashing.md5('abd') == hashing.md5('abc')`)).toBe(false);
  });
});

describe('bytes', () => {
  it('size, toBase64, toHexString', () => {
    expect(
      allows(`b'hi'.size() == 2 && b'hi'.toBase64() == 'aGk=' && b'hi'.toHexString() == '6869'`),
    ).toBe(true);
    expect(allows(`b'hi'.size() == 3`)).toBe(false);
  });

  it('compares stored bytes', () => {
    expect(
      allows(`resource.data.blob == b'\\x01\\x02'`, { data: { blob: Buffer.from([1, 2]) } }),
    ).toBe(true);
    expect(allows(`resource.data.blob == b'\\x01'`, { data: { blob: Buffer.from([1, 2]) } })).toBe(
      false,
    );
  });
});

describe('latlng', () => {
  it('value, latitude, longitude, distance', () => {
    expect(
      allows(
        `latlng.value(52.5, 13.4).latitude() == 52.5 && latlng.value(52.5, 13.4).longitude() == 13.4`,
      ),
    ).toBe(true);
    // Berlin to Paris is about 878 km.
    const berlin = `latlng.value(52.52, 13.405)`;
    const paris = `latlng.value(48.8566, 2.3522)`;
    expect(
      allows(`${berlin}.distance(${paris}) > 870000 && ${berlin}.distance(${paris}) < 885000`),
    ).toBe(true);
    expect(allows(`${berlin}.distance(${berlin}) > 0`)).toBe(false);
    expect(reason(`latlng.value(91, 0) == latlng.value(0, 0)`)).toContain('Latitude must be');
  });

  it('reads stored geo points', () => {
    const data = { where: new GeoPoint(10, 20) };
    expect(allows(`resource.data.where == latlng.value(10, 20)`, { data })).toBe(true);
    expect(allows(`resource.data.where.latitude() == 20`, { data })).toBe(false);
  });
});
