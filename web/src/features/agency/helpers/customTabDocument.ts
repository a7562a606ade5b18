import type { CustomTab } from '@vg/common';

/** The message a custom tab's frame receives once loaded. */
export const DASHBOARD_MESSAGE_TYPE = 'vg-dashboard';

/**
 * The document of an html custom tab. It runs in a frame sandboxed without
 * same-origin access, so its script cannot read the dashboard's session or
 * storage; the dashboard variables (window.VG_DASHBOARD) and the signed-in
 * user (the 'vg-dashboard-user' event) arrive by postMessage.
 */
export function customTabDocument(tab: Pick<CustomTab, 'htmlContent' | 'jsContent'>): string {
  const script = (tab.jsContent ?? '').replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script>window.addEventListener('message',function(e){if(e.source!==window.parent||!e.data||e.data.type!=='${DASHBOARD_MESSAGE_TYPE}')return;window.VG_DASHBOARD=e.data.variables;window.dispatchEvent(new CustomEvent('vg-dashboard-user',{detail:e.data.user}));});</script>
</head><body>${tab.htmlContent ?? ''}<script>${script}</script></body></html>`;
}
