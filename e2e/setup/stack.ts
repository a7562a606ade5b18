import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack, type StackUrls } from '../../emulator/stack/startStack';
import { acquireStackLock } from './stackLock';

declare module 'vitest' {
  export interface ProvidedContext {
    urls: StackUrls;
    /** The functions' key for the local bucket (base64 JSON). */
    storageCredentials: string;
  }
}

let stack: Stack | undefined;
let release: (() => void) | undefined;

/** Starts the platform the way `npm start` does, with its own fresh data. */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  // The ports are the machine's, so the lock is too (not per checkout).
  release = await acquireStackLock(tmpdir());
  try {
    stack = await startStack({
      root,
      fresh: true,
      localDir: resolve(root, '.local/e2e'),
      log: (line) => console.log(`[stack] ${line}`),
    });
  } catch (err) {
    release();
    throw err;
  }
  project.provide('urls', stack.urls);
  project.provide('storageCredentials', stack.storageCredentials ?? '');
}

export async function teardown(): Promise<void> {
  try {
    await stack?.stop();
  } finally {
    release?.();
  }
}
