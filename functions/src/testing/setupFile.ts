import { afterAll, vi } from 'vitest';
import { forgetEnv } from '../env';
import { forgetRateLimits } from '../http/rateLimits';
import { restoreWorkerEnv } from './workerEnv';

// The test files share one module graph per worker (isolate: false). This
// file runs before each of them, before the file's own top-level code sets
// its environment: each starts with the worker's environment, settings read
// afresh, no clients made for the previous file's stand-ins and full rate
// limits.
restoreWorkerEnv();
forgetEnv();
forgetRateLimits();

// Whatever a file faked or stubbed stays with that file.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
