import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PNG picture (orange with a dark band, so it is recognisable in a
 * screenshot) of exactly `totalBytes`: the extra bytes sit in a private
 * ancillary chunk, which image decoders skip.
 */
export function pngFile(name: string, totalBytes: number, width = 240, height = 160): TestFile {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.4 && y < height * 0.6;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row.set(band ? [30, 41, 59] : [234, 88, 12], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const image = [chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows)))];
  const used = signature.length + image.reduce((sum, part) => sum + part.length, 0) + 12 + 12;
  if (used > totalBytes) throw new Error(`A ${width}x${height} PNG needs ${used} bytes`);
  const padding = chunk('vgPd', Buffer.alloc(totalBytes - used, 0x2e));
  const buffer = Buffer.concat([signature, ...image, padding, chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}

/** A small PDF-looking document of `totalBytes` (its content does not matter here). */
export function pdfFile(name: string, totalBytes: number): TestFile {
  const head = Buffer.from('%PDF-1.4\n% warranty card\n');
  const buffer = Buffer.concat([head, Buffer.alloc(Math.max(0, totalBytes - head.length), 0x20)]);
  return { name, mimeType: 'application/pdf', buffer };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}
