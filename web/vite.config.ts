import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { requireProductionEnv } from '../common/src/dev/requireProductionEnv.ts';

/**
 * In production Hosting serves the dashboard, the widget and the API on one
 * origin. `vite dev`/`vite preview` recreate that by proxying the widget's
 * paths to the widget's own server and /api/{region} to the Functions
 * emulator, so iframes and postMessage origins behave the same.
 */
const widgetServer = process.env.VG_WIDGET_URL ?? 'http://127.0.0.1:5173';
const functionsServer = process.env.VG_FUNCTIONS_URL ?? 'http://127.0.0.1:5001';
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-voiceglow';
const functionsRegion = { eu: 'europe-west3', na: 'us-east4' } as const;

const proxy: Record<string, ProxyOptions> = {
  '/widget': { target: widgetServer, changeOrigin: true },
  '^/app/(eu|na)/render/': { target: widgetServer, changeOrigin: true },
  '^/api/(eu|na)/': {
    target: functionsServer,
    changeOrigin: true,
    rewrite: (path) => {
      const region = path.split('/')[2] as keyof typeof functionsRegion;
      return `/${projectId}/${functionsRegion[region]}/api${path}`;
    },
  },
};

export default defineConfig({
  plugins: [react(), requireProductionEnv()],
  server: { port: 5180, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: 4180, strictPort: true, host: '127.0.0.1', proxy },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
});
