import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressGuard, isPublicAddress } from './addressGuard';
import { callTool, type RunnableTool } from './callTool';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];

/** A local server answering with `respond`; records each request it gets. */
async function serve(
  respond: (req: IncomingMessage, res: import('node:http').ServerResponse) => void,
): Promise<{ origin: string; hostPort: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      respond(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hostPort: `127.0.0.1:${port}`, seen };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

function tool(serverUrl: string, extra: Partial<RunnableTool> = {}): RunnableTool {
  return {
    id: 't1',
    name: 'Order status',
    serverUrl,
    fields: [
      { in: 'query', key: 'orderId', type: 'string', required: true },
      { in: 'header', key: 'x-shop', type: 'string', required: false, value: 'north' },
      { in: 'body', key: 'verbose', type: 'boolean', required: false, defaultValue: true },
    ],
    ...extra,
  };
}

const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('callTool', () => {
  it('puts fields in the query, headers and JSON body and sends the secret as bearer', async () => {
    const api = await serve((_req, res) => json(res, 200, { status: 'shipped' }));
    const guard = new AddressGuard([api.hostPort]);
    const result = await callTool(
      tool(`${api.origin}/orders`, { secret: 's3cret' }),
      { orderId: '1234' },
      { guard },
    );
    expect(result).toMatchObject({ ok: true, status: 200, body: { status: 'shipped' } });
    const [request] = api.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/orders?orderId=1234');
    expect(request?.headers.authorization).toBe('Bearer s3cret');
    expect(request?.headers['x-shop']).toBe('north');
    expect(JSON.parse(request?.body ?? '')).toEqual({ verbose: true });
  });

  it('gives up on a server that does not answer in time', async () => {
    const api = await serve(() => {
      // Never answers.
    });
    const result = await callTool(
      tool(`${api.origin}/slow`),
      { orderId: '1' },
      {
        guard: new AddressGuard([api.hostPort]),
        timeoutMs: 300,
      },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toBe('The tool did not answer within 0.3 seconds.');
    expect(api.seen).toHaveLength(1);
  });

  it('refuses an answer larger than the cap, declared or streamed', async () => {
    const big = 'x'.repeat(5000);
    const declared = await serve((_req, res) => json(res, 200, { big }));
    const streamed = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 10; i += 1) res.write(big);
      res.end();
    });
    const guard = new AddressGuard([declared.hostPort, streamed.hostPort]);
    for (const api of [declared, streamed]) {
      const result = await callTool(
        tool(`${api.origin}/big`),
        { orderId: '1' },
        {
          guard,
          maxBytes: 1024,
        },
      );
      expect(result.ok).toBe(false);
      expect(result.error).toBe("The tool's answer is larger than 1024 bytes.");
      expect(result.body).toBeUndefined();
    }
  });

  it('refuses private and internal addresses unless the stack allows them', async () => {
    const api = await serve((_req, res) => json(res, 200, {}));
    const strict = new AddressGuard();
    for (const url of [
      `${api.origin}/orders`,
      `http://localhost:${new URL(api.origin).port}/orders`,
      'http://169.254.169.254/computeMetadata/v1/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://[::1]:8080/',
      'http://10.0.0.8/',
      'http://[::ffff:192.168.1.1]/',
    ]) {
      const result = await callTool(tool(url), { orderId: '1' }, { guard: strict });
      expect(result.ok, url).toBe(false);
      expect(result.error, url).toMatch(/^Tools may only call public addresses: /);
    }
    expect(api.seen).toHaveLength(0);
    // A name that resolves to a private address is refused at connect time.
    const refused = await new Promise<Error | null>((resolve) =>
      strict.lookupFor('example.test', '80')('localhost', {}, (error) => resolve(error)),
    );
    expect(refused?.message).toMatch(/^Tools may only call public addresses: localhost \(/);
    // The local stack's allow-list opens exactly its own host:port.
    const allowed = await callTool(
      tool(`${api.origin}/orders`),
      { orderId: '1' },
      {
        guard: new AddressGuard([api.hostPort]),
      },
    );
    expect(allowed.ok).toBe(true);
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
  });

  it("sends the secret only to the tool's own server: redirects are not followed", async () => {
    const elsewhere = await serve((_req, res) => json(res, 200, { stolen: true }));
    const api = await serve((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.origin}/collect` });
      res.end();
    });
    const guard = new AddressGuard([api.hostPort, elsewhere.hostPort]);
    const result = await callTool(
      tool(`${api.origin}/orders`, {
        secret: 's3cret',
        fields: [
          { in: 'header', key: 'Authorization', type: 'string', required: false, value: 'x' },
        ],
      }),
      {},
      { guard },
    );
    expect(result.ok).toBe(false);
    expect(result.status).toBe(302);
    expect(result.error).toMatch(/redirect \(302\)/);
    expect(api.seen[0]?.headers.authorization).toBe('Bearer s3cret');
    expect(elsewhere.seen).toHaveLength(0);
  });

  it('reports a missing or unusable server URL without calling anything', async () => {
    const guard = new AddressGuard();
    expect((await callTool(tool(''), {}, { guard })).error).toMatch(/no valid server URL/);
    expect((await callTool(tool('ftp://example.com/x'), {}, { guard })).error).toMatch(
      /must start with https/,
    );
    expect((await callTool(tool('https://u:p@example.com/'), {}, { guard })).error).toMatch(
      /credentials in the secret/,
    );
  });
});
