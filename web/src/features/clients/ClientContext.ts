import { createContext, useContext } from 'react';
import type { Region } from '@vg/common';
import type { AuthUser } from '../../data/auth';
import type { Client, Organisation } from '../../data/clients';

/** A signed-in agency client: its record, its organisation and its access. */
export interface ClientSession {
  region: Region;
  user: AuthUser;
  client: Client;
  organisation: Organisation | null;
  /** canAccess resolved against the organisation's default. */
  canAccess: string[];
}

export const ClientContext = createContext<ClientSession | null>(null);

/** The client session, or null when a workspace user is signed in. */
export function useClientSession(): ClientSession | null {
  return useContext(ClientContext);
}
