import { serveHandler, type RunningServer } from './serveHandler';

export interface QueuedTask {
  /** The queue: the task queue function's name. */
  queue: string;
  data: unknown;
}

/**
 * Cloud Tasks as the Functions emulator offers it to firebase-admin
 * (CLOUD_TASKS_EMULATOR_HOST): `POST /projects/{p}/locations/{l}/queues/{q}/tasks`
 * with `{task: {name?, httpRequest: {body: base64 of {data}}}}`; a task
 * named like an earlier one is refused with 409 ALREADY_EXISTS. The test
 * plays the dispatcher: `take` hands over what was queued.
 */
export async function startTaskQueueStandIn(): Promise<
  RunningServer & { host: string; take: (queue: string) => unknown[] }
> {
  const queued: QueuedTask[] = [];
  const names = new Set<string>();
  const server = await serveHandler(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = /^\/projects\/[^/]+\/locations\/[^/]+\/queues\/([^/]+)\/tasks$/.exec(
      req.url ?? '',
    );
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || !path) return send(404, { error: { code: 404 } });
    const { task } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      task: { name?: string; httpRequest: { body: string } };
    };
    if (task.name && names.has(task.name))
      return send(409, { error: { code: 409, status: 'ALREADY_EXISTS', message: 'exists' } });
    if (task.name) names.add(task.name);
    const { data } = JSON.parse(Buffer.from(task.httpRequest.body, 'base64').toString('utf8')) as {
      data: unknown;
    };
    queued.push({ queue: path[1]!, data });
    send(200, task);
  });
  return {
    ...server,
    host: new URL(server.url).host,
    take: (queue) => {
      const taken = queued.filter((t) => t.queue === queue);
      queued.splice(0, queued.length, ...queued.filter((t) => t.queue !== queue));
      return taken.map((t) => t.data);
    },
  };
}
