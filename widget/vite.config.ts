import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { requireProductionEnv } from '../common/src/dev/requireProductionEnv.ts';
import { firstOpenPreload } from './build/firstOpenPreload.ts';

const RENDER_ROUTE = /^\/app\/(eu|na)\/render\/[^/]+\/iframe\/?(\?.*)?$/;

/**
 * Serves the chat app for `/app/{region}/render/{agentId}/iframe` in dev and
 * preview, as the Hosting rewrite does in production, plus the dev harness
 * files under /widget/dev/ (host page, fixture images).
 */
function renderRoute(): Plugin {
  const root = import.meta.dirname;
  const rewrite =
    (indexFile: () => Promise<string>): Connect.NextHandleFunction =>
    (req, res, next) => {
      if (!req.url || !RENDER_ROUTE.test(req.url)) return next();
      indexFile()
        .then((html) => {
          res.setHeader('content-type', 'text/html');
          res.end(html);
        })
        .catch(next);
    };
  return {
    name: 'vg-render-route',
    configureServer(server) {
      server.middlewares.use(
        rewrite(async () =>
          server.transformIndexHtml(
            '/widget/',
            await readFile(resolve(root, 'index.html'), 'utf8'),
          ),
        ),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite(() => readFile(resolve(root, 'dist/index.html'), 'utf8')));
      server.middlewares.use('/widget/dev', async (req, res, next) => {
        const path = resolve(root, 'dev', `.${(req.url ?? '/').split('?')[0]}`);
        if (!path.startsWith(resolve(root, 'dev'))) return next();
        try {
          const body = await readFile(path);
          const type = path.endsWith('.html')
            ? 'text/html'
            : path.endsWith('.svg')
              ? 'image/svg+xml'
              : path.endsWith('.wav')
                ? 'audio/wav'
                : 'application/octet-stream';
          res.setHeader('content-type', type);
          res.end(req.method === 'HEAD' ? undefined : body);
        } catch {
          next();
        }
      });
    },
  };
}

/**
 * The chat is written against React's API and runs on Preact's compatibility
 * layer: the same components for a tenth of react-dom's weight on a visitor's
 * first open (see README, "Weight"). Tests run on the same runtime.
 */
export const PREACT_ALIASES = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};

// The chat app served at /widget/ (Hosting serves /app/*/render/** from /widget/index.html).
export default defineConfig({
  base: '/widget/',
  plugins: [
    react(),
    renderRoute(),
    requireProductionEnv(),
    // What main.tsx and App.tsx import as soon as the chat starts (see README, "Weight").
    firstOpenPreload([
      'src/data/createBackend.ts',
      'src/app/messages/Text.tsx',
      'src/app/theme/applyTheme.ts',
    ]),
  ],
  // Firestore's pipeline-only regex engine stays out of the chat (see src/data/re2jsUnused.ts).
  resolve: {
    alias: {
      re2js: resolve(import.meta.dirname, 'src/data/re2jsUnused.ts'),
      ...PREACT_ALIASES,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically ships as one chunk: split by
        // which lazy chunks share them, it was a dozen files of a few hundred
        // bytes, each a request with its own headers on the visitor's first open.
        codeSplitting: { groups: [{ name: 'chat', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
});
