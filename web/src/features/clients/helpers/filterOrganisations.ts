import type { Client, Organisation } from '../../../data/clients';

export interface OrganisationWithClients {
  organisation: Organisation;
  clients: Client[];
}

/**
 * The Clients page's search: an organisation whose name matches shows all
 * its clients; otherwise it shows the clients whose name or e-mail match,
 * and is left out when none do.
 */
export function filterOrganisations(
  organisations: readonly Organisation[],
  clients: readonly Client[],
  search: string,
): OrganisationWithClients[] {
  const needle = search.trim().toLowerCase();
  const matches = (text: string | undefined) => !!text && text.toLowerCase().includes(needle);
  return organisations.flatMap((organisation) => {
    const members = clients.filter((client) => client.orgId === organisation.ID);
    if (!needle || matches(organisation.name)) return [{ organisation, clients: members }];
    const found = members.filter((client) => matches(client.name) || matches(client.email));
    return found.length ? [{ organisation, clients: found }] : [];
  });
}
