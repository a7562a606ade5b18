import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { crc32c } from './crc32c';

export interface ObjectMetadata {
  name?: string;
  bucket?: string;
  contentType?: string;
  cacheControl?: string;
  size?: string;
  md5Hash?: string;
  generation?: string;
  timeCreated?: string;
  updated?: string;
  metadata?: Record<string, string>;
  [key: string]: unknown;
}

const META_SUFFIX = '.__meta.json';

/** Objects on disk: `{dir}/{bucket}/{object name}` plus a metadata sidecar. */
export class BucketStore {
  constructor(private readonly dir: string) {}

  put(bucket: string, meta: ObjectMetadata, data: Buffer): ObjectMetadata {
    const name = meta.name ?? '';
    if (!name || name.includes('..')) throw new Error(`Invalid object name: ${name}`);
    const file = this.fileOf(bucket, name);
    mkdirSync(dirname(file), { recursive: true });
    const now = new Date().toISOString();
    const stored: ObjectMetadata = {
      ...meta,
      kind: 'storage#object',
      id: `${bucket}/${name}`,
      name,
      bucket,
      size: String(data.length),
      md5Hash: createHash('md5').update(data).digest('base64'),
      crc32c: crc32c(data),
      generation: String(Date.now()),
      timeCreated: now,
      updated: now,
      contentType: meta.contentType ?? 'application/octet-stream',
    };
    writeFileSync(file, data);
    writeFileSync(file + META_SUFFIX, JSON.stringify(stored));
    return stored;
  }

  get(bucket: string, name: string): { meta: ObjectMetadata; data: Buffer } | null {
    const file = this.fileOf(bucket, name);
    if (name.includes('..') || !existsSync(file + META_SUFFIX)) return null;
    return {
      meta: JSON.parse(readFileSync(file + META_SUFFIX, 'utf8')) as ObjectMetadata,
      data: readFileSync(file),
    };
  }

  remove(bucket: string, name: string): boolean {
    const file = this.fileOf(bucket, name);
    if (name.includes('..') || !existsSync(file)) return false;
    rmSync(file);
    rmSync(file + META_SUFFIX, { force: true });
    return true;
  }

  list(bucket: string, prefix: string): ObjectMetadata[] {
    const root = join(this.dir, bucket);
    if (!existsSync(root)) return [];
    return (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith(META_SUFFIX))
      .map((f) => relative('', f.slice(0, -META_SUFFIX.length)))
      .filter((name) => name.startsWith(prefix))
      .map((name) => this.get(bucket, name)?.meta)
      .filter((m): m is ObjectMetadata => Boolean(m));
  }

  private fileOf(bucket: string, name: string): string {
    return join(this.dir, bucket.replace(/[^\w.-]/g, '_'), name);
  }
}
