import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The small website the stack serves for knowledge crawls (pages/ beside this file). */
export const SITE_PAGES_DIR = fileURLToPath(new URL('./pages', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};
/** Files that name the site's own address ({{origin}}), filled in per request. */
const TEMPLATED = new Set(['.xml', '.txt']);

/**
 * A stand-in for an owner's public website, for the knowledge crawler
 * offline: linked pages with a header menu and a footer, a robots.txt that
 * keeps crawlers out of /private/, a sitemap.xml (which also lists that
 * private page and a page of another site, for the crawler to leave out) and
 * a PDF. Served as a web server does: ETag and Last-Modified on every file,
 * 304 to a matching conditional request, 404 for anything else.
 */
export async function startSite(opts: { host: string; port: number; dir?: string }) {
  const dir = opts.dir ?? SITE_PAGES_DIR;
  let requests = 0;
  let notModified = 0;
  const server = createServer((req, res) => {
    requests += 1;
    serve(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? opts.host}`);
    let path = decodeURIComponent(url.pathname);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep)) return notFound(res);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(res);
    const extension = extname(file);
    let body = await readFile(file);
    if (TEMPLATED.has(extension))
      body = Buffer.from(body.toString('utf8').replaceAll('{{origin}}', url.origin));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
    const headers = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      etag,
      'last-modified': lastModified,
      'cache-control': 'no-cache',
    };
    const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
    const unchanged = req.headers['if-none-match']
      ? req.headers['if-none-match'] === etag
      : Number.isFinite(since) && info.mtimeMs < since + 1000;
    if (unchanged) {
      notModified += 1;
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(res: ServerResponse): void {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Not found</title><h1>Page not found</h1>');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    origin: `http://${opts.host}:${opts.port}`,
    /** How many requests the site has answered (tests check what a refresh re-fetched). */
    requests: () => requests,
    /** How many conditional requests it answered 304 Not Modified. */
    notModified: () => notModified,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
