import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack, type StackUrls } from '../../emulator/stack/startStack';
import {
  STAND_IN_MODEL,
  startEmbeddingsStandIn,
  type EmbeddingsStandIn,
} from '../../functions/src/testing/embeddingsStandIn';
import { acquireStackLock } from './stackLock';

declare module 'vitest' {
  export interface ProvidedContext {
    urls: StackUrls;
    /** The functions' key for the local bucket (base64 JSON). */
    storageCredentials: string;
    /** The embeddings API stand-in the functions embed knowledge with (POST /hold, /release). */
    embeddings: string;
  }
}

let stack: Stack | undefined;
let embeddings: EmbeddingsStandIn | undefined;
let release: (() => void) | undefined;

/** Starts the platform the way `npm start` does, with its own fresh data. */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  // The ports are the machine's, so the lock is too (not per checkout).
  release = await acquireStackLock(tmpdir());
  try {
    // A hosted embeddings API is a third-party service: its stand-in turns
    // on the background indexing into Firestore vectors for these tests.
    embeddings = await startEmbeddingsStandIn();
    stack = await startStack({
      root,
      fresh: true,
      saveData: false,
      localDir: resolve(root, '.local/e2e'),
      functionsEnv: { VG_EMBED_BASE_URL: embeddings.url, VG_EMBED_API_MODEL: STAND_IN_MODEL },
      log: (line) => console.log(`[stack] ${line}`),
    });
  } catch (err) {
    await embeddings?.close();
    release();
    throw err;
  }
  project.provide('urls', stack.urls);
  project.provide('storageCredentials', stack.storageCredentials ?? '');
  project.provide('embeddings', embeddings.url);
}

export async function teardown(): Promise<void> {
  try {
    await stack?.stop();
    await embeddings?.close();
  } finally {
    release?.();
  }
}
