import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack, type StackUrls } from '../../emulator/stack/startStack';

declare module 'vitest' {
  export interface ProvidedContext {
    urls: StackUrls;
  }
}

let stack: Stack | undefined;

/** Starts the platform the way `npm start` does, with its own fresh data. */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(import.meta.dirname, '../..');
  stack = await startStack({
    root,
    fresh: true,
    localDir: resolve(root, '.local/e2e'),
    log: (line) => console.log(`[stack] ${line}`),
  });
  project.provide('urls', stack.urls);
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
