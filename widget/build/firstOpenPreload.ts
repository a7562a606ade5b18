import type { Plugin, Rolldown } from 'vite';

/**
 * Lists, in the chat page's HTML, the chunks every visitor's first open
 * loads through dynamic imports (`<link rel="modulepreload">`), so the
 * browser fetches them beside the entry instead of after it has run: on a
 * slow phone network that is one round trip and the entry's download less
 * before the visitor is signed in. `modules` are source paths relative to
 * the app's root; their chunks' own static imports are listed too.
 */
export function firstOpenPreload(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'vg-first-open-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const add = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || chunk.isEntry || wanted.has(chunk.fileName)) return;
          wanted.add(chunk.fileName);
          chunk.imports.forEach((file) => add(byFile.get(file)));
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => id.endsWith(module)),
          );
          if (!chunk) throw new Error(`firstOpenPreload: no chunk holds ${module}`);
          add(chunk);
        }
        return [...wanted].sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
