import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('client password digests', () => {
  it('verifies the password it was made from and nothing else', async () => {
    const stored = await hashPassword('Correct-Horse-15');
    expect(stored).toMatch(/^pbkdf2-sha256\$210000\$[\w+/=]+\$[\w+/=]+$/);
    expect(stored).not.toContain('Correct-Horse-15');
    expect(await verifyPassword('Correct-Horse-15', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-15', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every digest, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses stored values that are not its digests (a plain password, garbage)', async () => {
    expect(await verifyPassword('hunter2', 'hunter2')).toBe(false);
    expect(await verifyPassword('x', 'pbkdf2-sha256$abc$$')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
