/** Leading bytes of the types a browser may show inline (see contentDispositionFor). */
const SIGNATURES: { type: string; test: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'audio/wav',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WAVE',
  },
  {
    type: 'audio/mpeg',
    test: (b) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' ||
      (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { type: 'audio/webm', test: (b) => b.subarray(0, 4).equals(Buffer.from('1a45dfa3', 'hex')) },
];

/**
 * The type a file is stored with, decided by its bytes: a known picture,
 * PDF or audio signature gives that type; anything else is stored as
 * plain text (if it said so) or as bytes, and served as a download, so a
 * file that claims `image/png` but holds HTML is never shown as a page.
 */
export function sniffContentType(bytes: Buffer, declared: string): string {
  const found = SIGNATURES.find((signature) => signature.test(bytes));
  if (found) return found.type;
  if (/^text\/(plain|csv)$/.test(declared)) return declared;
  return 'application/octet-stream';
}
