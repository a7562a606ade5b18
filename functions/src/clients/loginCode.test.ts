import { describe, expect, it } from 'vitest';
import {
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_MS,
  checkLoginCode,
  newLoginCode,
  storeLoginCode,
} from './loginCode';

describe('login codes', () => {
  it('are 6 digits and stored only as a digest', () => {
    const code = newLoginCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(storeLoginCode('c1', code, 0))).not.toContain(code);
  });

  it('accept the right code for the right client before expiry, nothing else', () => {
    const stored = storeLoginCode('c1', '123456', 1000);
    expect(checkLoginCode(stored, 'c1', '123456', 1000)).toBe('ok');
    expect(checkLoginCode(stored, 'c1', '123457', 1000)).toBe('wrong');
    expect(checkLoginCode(stored, 'c2', '123456', 1000)).toBe('wrong');
    expect(checkLoginCode(stored, 'c1', '123456', 1000 + LOGIN_CODE_TTL_MS + 1)).toBe('expired');
    expect(checkLoginCode(null, 'c1', '123456', 1000)).toBe('expired');
    expect(
      checkLoginCode({ ...stored, attempts: LOGIN_CODE_MAX_ATTEMPTS }, 'c1', '123456', 1000),
    ).toBe('tooMany');
  });
});
