import type { Region } from '@vg/common';
import { watchClientAccount, watchOrganisation, type Client, type Organisation } from '../clients';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The signed-in account's client record in a region, live (null for workspace users). */
export function useClientAccount(region: Region, uid: string): LiveValue<Client | null> {
  return useLiveValue<Client | null>(`${region}/${uid}`, (onChange, onError) =>
    watchClientAccount(region, uid, onChange, onError),
  );
}

/** A client's organisation, live. */
export function useOrganisation(
  region: Region,
  orgId: string | null | undefined,
): LiveValue<Organisation | null> {
  const live = useLiveValue<Organisation | null>(
    orgId ? `${region}/${orgId}` : null,
    (onChange, onError) => watchOrganisation(region, orgId ?? '', onChange, onError),
  );
  return orgId ? live : { status: 'ready', value: null };
}
