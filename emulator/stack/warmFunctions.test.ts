import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { warmFunctions } from './warmFunctions';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** An API that, like the Functions emulator with a worker that missed its load limit, drops requests. */
async function api(answerFrom: number): Promise<{ url: string; asked: () => number }> {
  let asked = 0;
  server = createServer((req, res) => {
    asked += 1;
    if (asked >= answerFrom) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    // Otherwise the request is left unanswered.
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/api/eu/utils/ip`, asked: () => asked };
}

describe('warmFunctions', () => {
  it('asks again when a request is dropped, until the API answers', async () => {
    const { url, asked } = await api(3);
    await warmFunctions([url, url], { attemptMs: 200, timeoutMs: 10_000 });
    // Two dropped, the third answered, then the second URL at once.
    expect(asked()).toBe(4);
  });

  it('gives up with the URL and the last problem when the API never answers', async () => {
    const { url } = await api(Number.POSITIVE_INFINITY);
    await expect(warmFunctions([url], { attemptMs: 200, timeoutMs: 1_000 })).rejects.toThrow(
      `The functions did not answer ${url} within 1 s`,
    );
  });
});
