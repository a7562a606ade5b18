import type { CustomTab, Region } from '@vg/common';

/** The message a custom tab's frame receives once loaded. */
export const DASHBOARD_MESSAGE_TYPE = 'vg-dashboard';

/**
 * The document of an html custom tab. It runs in a frame sandboxed without
 * same-origin access, so its script cannot read the dashboard's session or
 * storage; the dashboard variables (window.VG_DASHBOARD) and the signed-in
 * user (the 'vg-dashboard-user' event, fired once the user is known and
 * again if it changes) arrive by postMessage.
 */
export function customTabDocument(tab: Pick<CustomTab, 'htmlContent' | 'jsContent'>): string {
  const script = (tab.jsContent ?? '').replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script>window.addEventListener('message',function(e){if(e.source!==window.parent||!e.data||e.data.type!=='${DASHBOARD_MESSAGE_TYPE}')return;window.VG_DASHBOARD=e.data.variables;if(e.data.user)window.dispatchEvent(new CustomEvent('vg-dashboard-user',{detail:e.data.user}));});</script>
</head><body>${tab.htmlContent ?? ''}<script>${script}</script></body></html>`;
}

export interface DashboardUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** What the dashboard posts to a custom tab's frame. */
export function dashboardMessage(
  tab: Pick<CustomTab, 'label' | 'href'>,
  region: Region,
  agencyName: string | null,
  user: DashboardUser | null,
) {
  return {
    type: DASHBOARD_MESSAGE_TYPE,
    variables: {
      region,
      tab: { label: tab.label, href: tab.href },
      agencyName,
    },
    user,
  };
}
