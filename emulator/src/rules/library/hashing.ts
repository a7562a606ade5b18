import { createHash } from 'node:crypto';
import { arg, arity } from '../args';
import type { RulesValue } from '../values';

/** `hashing.crc32/crc32c/md5/sha256` of a string (as UTF-8) or bytes. */
export function hashingFunction(name: string, args: RulesValue[]): RulesValue | undefined {
  const fn = `hashing.${name}`;
  if (!['crc32', 'crc32c', 'md5', 'sha256'].includes(name)) return undefined;
  arity(fn, args, 1);
  const input = arg(fn, args, 0, 'string', 'bytes');
  const data =
    input.type === 'string' ? Buffer.from(input.value, 'utf8') : Buffer.from(input.value);
  let digest: Buffer;
  if (name === 'md5' || name === 'sha256') {
    digest = createHash(name).update(data).digest();
  } else {
    digest = Buffer.alloc(4);
    digest.writeUInt32BE(crc(data, name === 'crc32' ? CRC32_TABLE : CRC32C_TABLE));
  }
  return { type: 'bytes', value: new Uint8Array(digest) };
}

function table(polynomial: number): Uint32Array {
  const result = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    result[n] = c >>> 0;
  }
  return result;
}

const CRC32_TABLE = table(0xedb88320);
const CRC32C_TABLE = table(0x82f63b78);

function crc(data: Uint8Array, lookup: Uint32Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = lookup[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
