import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a stand-in's server on `host:port` (port 0 takes a free one, as
 * tests do) and gives the origin it answers on; a taken port rejects.
 */
export async function listenOrigin(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}
