import { createEmbed } from './embed';
import { createHostApi, type HostApi } from './hostApi';
import { readConfig, type WindowConfig } from './readConfig';

declare global {
  interface Window {
    VG_CONFIG?: WindowConfig;
    VG?: HostApi;
  }
}

// Read while the script runs: `currentScript` is null once it has finished.
const script = document.currentScript as HTMLScriptElement | null;

function boot(): void {
  if (window.VG) return; // pasted twice
  const config = readConfig(script, window.VG_CONFIG, location.origin);
  if (!config) {
    console.warn('VG: no agent ID (data-agent-id)');
    return;
  }
  window.VG = createHostApi(createEmbed(config));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
