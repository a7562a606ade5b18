import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrorsAsJson } from '../http/answerClientErrors';

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves a request handler on a free local port, as Cloud Functions would. */
export async function serveHandler(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
): Promise<RunningServer> {
  const server = createServer((req, res) => void handler(req, res));
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
