import type { Region } from '@vg/common';
import {
  watchAgencyClients,
  watchAgencyOrganisations,
  watchClientAccount,
  watchOrganisation,
  type Client,
  type Organisation,
} from '../clients';
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

/** An agency workspace's organisations and clients, live (the Clients page). */
export function useAgencyOrganisations(region: Region, ownerID: string) {
  return useLiveValue<Organisation[]>(`${region}/${ownerID}`, (onChange, onError) =>
    watchAgencyOrganisations(region, ownerID, onChange, onError),
  );
}

export function useAgencyClients(region: Region, ownerID: string) {
  return useLiveValue<Client[]>(`${region}/${ownerID}`, (onChange, onError) =>
    watchAgencyClients(region, ownerID, onChange, onError),
  );
}
