import { defineConfig } from 'vite';

// The loader is one small classic script (IIFE) with no dependencies, built
// after the chat app into the same dist folder (served at /widget/loader.js).
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    lib: {
      entry: 'src/loader/index.ts',
      formats: ['iife'],
      name: 'VGLoader',
      fileName: () => 'loader.js',
    },
  },
});
