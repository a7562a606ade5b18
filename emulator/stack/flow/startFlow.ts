import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { listenOrigin } from '../listenOrigin';
import { handleDialogApi } from './dialogApi';
import { FlowWorld } from './FlowWorld';
import { readDesignForm } from './readDesignForm';
import { renderFlowHome, renderFlowProject } from './renderFlowPages';

export interface LocalFlow {
  /** The Dialog API root (`{origin}/state/user/{userID}/interact`), as `general-runtime.voiceflow.com` is in production. */
  origin: string;
  world: FlowWorld;
  close: () => Promise<void>;
}

/** The picture the demo flow's cards show. */
const TENT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#dbeafe"/><rect y="140" width="320" height="40" fill="#4d7c0f"/><path d="M160 30 60 150h200z" fill="#c2410c"/><path d="M160 30l-24 120h48z" fill="#7c2d12"/></svg>`;

/**
 * The local stand-in for the flow platform (Voiceflow's Dialog API): the
 * runtime and the connection check call it with the real wire format (see
 * handleDialogApi). Its page is the platform as its user sees it: the
 * projects and their keys, a small flow editor (launch messages, keyword
 * rules with replies, buttons, cards, no-match) saved to development or
 * published to production, and the live log of the API calls.
 */
export async function startFlow(opts: {
  host: string;
  port: number;
  file?: string;
}): Promise<LocalFlow> {
  let origin = `http://${opts.host}:${opts.port}`;
  const watchers = new Set<{ projectId: string; res: ServerResponse }>();
  const world = new FlowWorld(opts.file);
  const push = () => {
    for (const watcher of watchers) {
      watcher.res.write(`data: ${JSON.stringify(world.calls(watcher.projectId))}\n\n`);
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'OPTIONS') {
      // The platform answers browsers from any origin.
      res
        .writeHead(204, {
          'access-control-allow-origin': req.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
          'access-control-allow-headers': 'authorization,versionid,content-type',
        })
        .end();
      return;
    }
    if (req.headers.origin) res.setHeader('access-control-allow-origin', req.headers.origin);
    if (await handleDialogApi(world, req, res, url)) return;
    if (req.method === 'GET' && url.pathname === '/') {
      return html(res, 200, renderFlowHome(world.allProjects(), origin));
    }
    if (req.method === 'GET' && url.pathname === '/images/tent.svg') {
      return sendText(res, 200, TENT_SVG, 'image/svg+xml');
    }
    if (req.method === 'POST' && url.pathname === '/projects') {
      const form = new URLSearchParams(await readBody(req));
      const project = world.createProject(
        form.get('name') ?? '',
        form.get('kind') === 'voice' ? 'voice' : 'chat',
      );
      res.writeHead(303, { location: `/projects/${project.id}` }).end();
      return;
    }
    const route = /^\/projects\/([0-9a-f]{24})(?:\/(flow|key|events))?$/.exec(url.pathname);
    const project = route ? world.project(route[1]!) : undefined;
    if (!route || !project) return sendText(res, 404, 'Not found');
    const part = route[2];
    if (!part && req.method === 'GET') {
      const saved = url.searchParams.get('saved');
      const notice =
        saved === 'production'
          ? 'Saved and published: visitors get this flow now.'
          : saved === 'development'
            ? 'Saved to development: the test chat gets this flow; publish it for visitors.'
            : saved === 'key'
              ? 'A new key: the old one no longer works. Paste this one into the agent.'
              : undefined;
      return html(res, 200, renderFlowProject(project, notice ? { saved: notice } : {}));
    }
    if (part === 'events' && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`data: ${JSON.stringify(world.calls(project.id))}\n\n`);
      const watcher = { projectId: project.id, res };
      watchers.add(watcher);
      req.on('close', () => watchers.delete(watcher));
      return;
    }
    if (part === 'flow' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const design = readDesignForm(form);
      if (typeof design === 'string') {
        return html(res, 400, renderFlowProject(project, { error: design }));
      }
      const publish = form.get('publish') === '1';
      world.saveDesign(project, design, publish);
      const target = `/projects/${project.id}?saved=${publish ? 'production' : 'development'}`;
      res.writeHead(303, { location: target }).end();
      return;
    }
    if (part === 'key' && req.method === 'POST') {
      world.rotateKey(project);
      res.writeHead(303, { location: `/projects/${project.id}?saved=key` }).end();
      return;
    }
    return sendText(res, 405, 'Method not allowed');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { name: 'verror', message: String(error) }),
    );
  });
  origin = await listenOrigin(server, opts.port, opts.host);
  world.seedDemo(origin);
  world.onChange(push);
  return {
    origin,
    world,
    close: () =>
      new Promise<void>((resolve) => {
        for (const watcher of watchers) watcher.res.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function html(res: ServerResponse, status: number, body: string): void {
  sendText(res, status, body, 'text/html');
}
