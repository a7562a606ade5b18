/**
 * The Functions emulator of firebase-tools runs each request in a worker
 * process of its own kind and starts a new worker (loading the whole
 * functions bundle) whenever none is idle. A worker that has not loaded
 * within the discovery timeout is given up and the request that started it
 * is never answered (firebase-tools logs "Failed to start functions" and
 * returns). On a busy machine a burst of first requests (a widget asks for
 * the visitor's country, the agent's team and its first answer at once)
 * starts several cold workers together, each slower than the timeout.
 *
 * So the stack gives workers longer to load than firebase-tools' 30 s
 * (FUNCTIONS_DISCOVERY_TIMEOUT, in seconds) and is ready only once each
 * region's API has answered a request: a loaded worker then waits for the
 * first visitor instead of a cold start.
 */
export const FUNCTIONS_WORKER_LOAD_SECONDS = 180;

/**
 * Asks each URL (a cheap GET of the API) until it answers, one after the
 * other so the cold starts do not compete for the CPU. A request the
 * emulator dropped is abandoned after `attemptMs` and asked again.
 */
export async function warmFunctions(
  urls: string[],
  { timeoutMs = 240_000, attemptMs = 30_000 }: { timeoutMs?: number; attemptMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    let lastProblem = 'no answer';
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `The functions did not answer ${url} within ${timeoutMs / 1000} s (${lastProblem}).`,
        );
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(Math.min(attemptMs, left)),
        });
        await response.arrayBuffer();
        if (response.ok) break;
        lastProblem = `HTTP ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
