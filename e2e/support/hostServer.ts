import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the local stack serves the chat app and the loader. */
export const CHAT_ORIGIN = 'http://127.0.0.1:5000';
export const LOADER_URL = `${CHAT_ORIGIN}/widget/loader.js`;

export interface HostServer {
  /** The customer site's origin (`http://127.0.0.1:<port>`): another origin than the chat's. */
  origin: string;
  /** The same server reached as `localhost`: a third origin, for messages that must be ignored. */
  otherOrigin: string;
  /** Serves `html` at `path` and returns the page's URL on `origin`. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

/**
 * A stand-in customer website: a tiny static server the tests give pages to.
 * It runs on its own port, so the host page and the chat are cross-origin,
 * as on a real site (page.setContent would give an opaque 'null' origin).
 */
export async function startHostServer(): Promise<HostServer> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const html = pages.get(path);
    res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    otherOrigin: `http://localhost:${port}`,
    page(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SnippetOptions {
  /** data- attributes of the loader's script tag, without the `data-` prefix. */
  attributes?: Record<string, string>;
  /** A `window.VG_CONFIG` object set before the loader runs. */
  config?: Record<string, unknown>;
  /** Markup placed before the snippet (e.g. a chatbox div). */
  body?: string;
  /** Script run after the snippet (e.g. to record VG_Events). */
  script?: string;
  /** False for a page that pastes the chat iframe itself. */
  loader?: boolean;
}

/** A customer page with the owner's pasted snippet and some content of its own. */
export function hostPage(options: SnippetOptions = {}): string {
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => ` data-${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  const config = options.config
    ? `<script>window.VG_CONFIG = ${JSON.stringify(options.config)};</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Trailhead Gear</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f1f5f9; color: #0f172a; }
  header { background: #7c2d12; color: #fff; padding: 16px 24px; font-weight: 700; }
  main { padding: 24px; max-width: 900px; }
</style>
</head>
<body>
<header>Trailhead Gear</header>
<main><h1>Hiking boots sale</h1><p>Our customer page, with the chat snippet pasted below.</p>${options.body ?? ''}</main>
${config}${options.loader === false ? '' : `<script src="${LOADER_URL}"${attributes}></script>`}
${options.script ? `<script>${options.script}</script>` : ''}
</body>
</html>`;
}
