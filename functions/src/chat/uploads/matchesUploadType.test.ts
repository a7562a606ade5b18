import { describe, expect, it } from 'vitest';
import { matchesUploadType } from './matchesUploadType';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
const mp4 = Buffer.concat([Buffer.from('00000018', 'hex'), Buffer.from('ftypmp42')]);

describe('matchesUploadType', () => {
  it('accepts files whose bytes are what their extension says', () => {
    expect(matchesUploadType('png', png)).toBe(true);
    expect(matchesUploadType('pdf', pdf)).toBe(true);
    expect(matchesUploadType('mp4', mp4)).toBe(true);
    expect(matchesUploadType('docx', Buffer.from('504b030414000600', 'hex'))).toBe(true);
    expect(matchesUploadType('csv', Buffer.from('name,email\nÅsa,asa@example.com\n'))).toBe(true);
  });

  it('refuses a page, a program or a picture under another extension', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(matchesUploadType('png', html)).toBe(false);
    expect(matchesUploadType('pdf', png)).toBe(false);
    expect(matchesUploadType('jpg', Buffer.from('4d5a90000300', 'hex'))).toBe(false);
    expect(matchesUploadType('txt', png)).toBe(false);
    expect(matchesUploadType('txt', Buffer.from([0x41, 0x00, 0x42, 0x43, 0x44, 0x45]))).toBe(false);
  });
});
