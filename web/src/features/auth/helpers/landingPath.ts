import { clientLandingPath, type Client, type Region } from '@vg/common';

/**
 * Where a fresh sign-in goes: an explicit `next` first; a client to the
 * first accessible tab of its first widget (in the region its record is
 * in); everyone else to the agent list.
 */
export function landingPath(input: {
  region: Region;
  next: string | null;
  client: { region: Region; record: Pick<Client, 'widgetIDs' | 'canAccess'> } | null;
}): string {
  // Only paths of this app: '//host' would leave it.
  if (input.next?.startsWith('/') && !input.next.startsWith('//')) return input.next;
  if (input.client) {
    const { region, record } = input.client;
    return clientLandingPath(region, record.widgetIDs, record.canAccess) ?? `/app/${region}/agents`;
  }
  return `/app/${input.region}/agents`;
}
