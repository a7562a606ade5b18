import { serveHandler, type RunningServer } from './serveHandler';

/**
 * The public origin a provider's webhook is set with, forwarding to the
 * test's API (whose port is known only once it runs): method, path,
 * query, headers and body pass through, the answer comes back as it was.
 */
export function startForwardingOrigin(target: () => string): Promise<RunningServer> {
  return serveHandler(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await fetch(`${target()}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      ),
      ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
}
