import type { UploadExtension } from '@vg/common';

type Test = (b: Buffer) => boolean;

const ascii = (b: Buffer, start: number, text: string) =>
  b.subarray(start, start + text.length).toString('latin1') === text;
const hex = (b: Buffer, start: number, bytes: string) =>
  b.subarray(start, start + bytes.length / 2).equals(Buffer.from(bytes, 'hex'));

const zip: Test = (b) => hex(b, 0, '504b0304');
const ole: Test = (b) => hex(b, 0, 'd0cf11e0a1b11ae1');
/** ISO base media (MP4, MOV, M4A, HEIC): a `ftyp` box at offset 4. */
const isoMedia: Test = (b) => ascii(b, 4, 'ftyp');
const ebml: Test = (b) => hex(b, 0, '1a45dfa3');
const mpegAudio: Test = (b) =>
  ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);

/**
 * Text is UTF-8 without control bytes other than tab, line ends and form
 * feed; a cut at the end of the head may split one character.
 */
const text: Test = (b) => {
  const sample = b.subarray(0, Math.max(0, b.length - 3));
  if (sample.some((byte) => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
};

/** The leading bytes each allowed kind of file starts with. */
const SIGNATURES: Record<UploadExtension, Test> = {
  png: (b) => hex(b, 0, '89504e470d0a1a0a'),
  jpg: (b) => hex(b, 0, 'ffd8ff'),
  jpeg: (b) => hex(b, 0, 'ffd8ff'),
  gif: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  webp: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  bmp: (b) => ascii(b, 0, 'BM'),
  heic: isoMedia,
  pdf: (b) => ascii(b, 0, '%PDF-'),
  mp3: mpegAudio,
  wav: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'),
  ogg: (b) => ascii(b, 0, 'OggS'),
  m4a: isoMedia,
  weba: ebml,
  mp4: isoMedia,
  mov: isoMedia,
  webm: ebml,
  txt: text,
  csv: text,
  doc: ole,
  xls: ole,
  ppt: ole,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  odt: zip,
  ods: zip,
};

/** Whether a file's first bytes are those of the kind its extension names. */
export function matchesUploadType(extension: UploadExtension, head: Buffer): boolean {
  return SIGNATURES[extension](head);
}
