import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Loader } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { customTabSchema, isRegion, type CustomTab, type Region } from '@vg/common';
import { findOwnAgency } from '../../data/agency';
import { useAuthState } from '../../data/hooks/useAuthState';
import { hostBranding } from '../branding/hostBranding';
import { useClientSession } from '../clients/ClientContext';
import { customTabDocument, dashboardMessage } from './helpers/customTabDocument';

function findTab(tabs: unknown, href: string): CustomTab | null {
  if (!Array.isArray(tabs)) return null;
  for (const tab of tabs) {
    const parsed = customTabSchema.safeParse(tab);
    if (parsed.success && parsed.data.href === href) return parsed.data;
  }
  return null;
}

/**
 * A custom tab: /c{href} in a client dashboard on the agency's domain, and
 * /app/{region}/c{href} as the owner's preview. html tabs run sandboxed
 * (scripts, no same-origin), iframe tabs show their URL.
 */
export function CustomTabPage() {
  const params = useParams();
  const href = `/${params['*'] ?? ''}`;
  const hostRegion = hostBranding()?.region;
  const region: Region = isRegion(params.region)
    ? params.region
    : hostRegion && isRegion(hostRegion)
      ? hostRegion
      : 'eu';
  const auth = useAuthState();
  const user = auth.status === 'signedIn' ? auth.user : null;
  // A client signs in with a custom token, which carries no e-mail: its record does.
  const client = useClientSession()?.client ?? null;
  const [tab, setTab] = useState<CustomTab | null | 'loading'>('loading');
  useEffect(() => {
    const branding = hostBranding();
    if (branding) return setTab(findTab(branding.customTabs, href));
    if (!user) return;
    let cancelled = false;
    findOwnAgency(region, user.uid).then(
      (agency) => !cancelled && setTab(findTab(agency?.customTabs, href)),
      () => !cancelled && setTab(null),
    );
    return () => {
      cancelled = true;
    };
  }, [href, region, user]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loads, setLoads] = useState(0);
  const viewer = client
    ? { uid: client.ID, email: client.email, displayName: client.name ?? null }
    : user
      ? { uid: user.uid, email: user.email, displayName: user.displayName }
      : null;
  const message =
    tab && tab !== 'loading'
      ? dashboardMessage(tab, region, hostBranding()?.name ?? null, viewer)
      : null;
  const messageText = message ? JSON.stringify(message) : '';
  // Sent each time the frame's document has loaded, and again whenever the
  // signed-in user becomes known or changes (the session can arrive after
  // the frame, e.g. right after a reload).
  useEffect(() => {
    if (loads > 0 && messageText)
      frame.current?.contentWindow?.postMessage(JSON.parse(messageText), '*');
  }, [loads, messageText]);

  if (tab === 'loading') return <Loader role="status" aria-label="Loading the page" />;
  if (!tab)
    return (
      <Alert color="yellow" title="This page could not be found">
        No custom tab uses {href}. Check the tab&apos;s URL in the agency settings.
      </Alert>
    );
  return (
    <Box h="calc(100dvh - 140px)" mih={400}>
      {tab.pageType === 'iframe' ? (
        <iframe
          title={tab.label || 'Custom page'}
          src={tab.iframeUrl}
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      ) : (
        <iframe
          ref={frame}
          title={tab.label || 'Custom page'}
          sandbox="allow-scripts allow-forms allow-popups"
          srcDoc={customTabDocument(tab)}
          onLoad={() => setLoads((count) => count + 1)}
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      )}
    </Box>
  );
}
