import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC,
  generateAgencySecret,
  generateAgentSecretKey,
  generateClientId,
  generateClientPassword,
  generateWorkspaceSecret,
  generateWorkspaceUid,
  randomString,
  uploadObjectPath,
} from './randomSecrets';

describe('generators', () => {
  it.each([
    ['agency secret', generateAgencySecret, /^[A-Za-z0-9]{25}$/],
    ['workspace secret', generateWorkspaceSecret, /^vg_[A-Za-z0-9]{20}$/],
    ['agent secret key', generateAgentSecretKey, /^vg_[A-Za-z0-9]{20}$/],
    ['workspace uid', generateWorkspaceUid, /^[A-Za-z0-9]{15}$/],
    ['client id', generateClientId, /^[A-Za-z0-9]{15}$/],
    ['client password', generateClientPassword, /^[A-Za-z0-9]{15}$/],
  ])('%s has the right shape and does not repeat', (_name, generate, shape) => {
    const values = new Set(Array.from({ length: 200 }, () => generate()));
    for (const value of values) expect(value).toMatch(shape);
    expect(values.size).toBe(200);
  });

  it('uploads get a random 8-character name with the extension', () => {
    expect(uploadObjectPath('uploads/agent1/', 'Photo.JPG')).toMatch(
      /^uploads\/agent1\/[A-Za-z0-9]{8}\.jpg$/,
    );
    expect(uploadObjectPath('', 'README')).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe('randomString', () => {
  it('maps bytes onto the alphabet and skips biased ones', () => {
    // 62 characters: bytes 248..255 would favour the first eight, so they are dropped.
    const feed = [0, 61, 248, 255, 62, 1];
    const bytes = (buffer: Uint8Array) => {
      buffer.fill(0);
      buffer.set(feed.slice(0, buffer.length));
      return buffer;
    };
    expect(randomString(4, ALPHANUMERIC, bytes)).toBe('A9AB');
  });

  it('returns an empty string for length 0 and rejects bad alphabets', () => {
    expect(randomString(0)).toBe('');
    expect(() => randomString(3, 'a')).toThrow(RangeError);
  });

  it('uses every character of the alphabet over many draws', () => {
    const seen = new Set(randomString(5000));
    expect(seen.size).toBe(ALPHANUMERIC.length);
  });
});
