import { describe, expect, it } from 'vitest';
import { fileUploadedMessage, isImageFile } from './imageDetection';

describe('isImageFile', () => {
  it.each([
    ['cat.jpg', true],
    ['cat.JPEG', true],
    ['a.png', true],
    ['a.gif', true],
    ['a.bmp', true],
    ['a.webp', true],
    ['logo.svg', true],
    ['https://x.test/a.png?size=2', true],
    ['https://firebasestorage.googleapis.com/v0/b/bkt/o/uploads%2Fcat.png?alt=media&token=1', true],
    ['https://images.unsplash.com/photo-123?w=400', true],
    ['https://i.imgur.com/abc', true],
    ['https://cdn.test/image/abc', true],
    ['https://cdn.test/images/abc', true],
    ['https://cdn.test/file?id=1&type=image', true],
    ['report.pdf', false],
    ['https://x.test/doc.pdf?type=document', false],
    ['https://x.test/png', false],
    ['notes.txt', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isImageFile(value)).toBe(expected);
  });
});

describe('fileUploadedMessage', () => {
  it.each([
    ['short.pdf', 'File uploaded: short.pdf'],
    ['exactly-twenty-chars', 'File uploaded: exactly-twenty-chars'],
    ['a-much-longer-file-name.pdf', 'File uploaded: a-much-longer-file-n...'],
  ])('%j -> %j', (name, expected) => {
    expect(fileUploadedMessage(name)).toBe(expected);
  });
});
