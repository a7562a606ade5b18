import { describe, expect, it } from 'vitest';
import { clientSchema, organisationSchema } from '@vg/common';
import { filterOrganisations } from './filterOrganisations';

const org = (ID: string, name: string) => organisationSchema.parse({ ID, ownerID: 'w', name });
const client = (ID: string, orgId: string, name: string, email: string) =>
  clientSchema.parse({ ID, ownerID: 'w', orgId, name, email });

describe('filterOrganisations', () => {
  const orgs = [org('o1', 'Lakeside Resorts'), org('o2', 'Hilltop Dental')];
  const clients = [
    client('c1', 'o1', 'Chloe', 'chloe@lake.test'),
    client('c2', 'o1', 'Ben', 'ben@lake.test'),
    client('c3', 'o2', 'Dana', 'dana@hill.test'),
  ];
  const ids = (search: string) =>
    filterOrganisations(orgs, clients, search).map((entry) => [
      entry.organisation.ID,
      entry.clients.map((c) => c.ID),
    ]);

  it('shows everything without a search, each client under its organisation', () => {
    expect(ids('')).toEqual([
      ['o1', ['c1', 'c2']],
      ['o2', ['c3']],
    ]);
  });

  it('matches organisation names (all their clients) and client names or e-mails', () => {
    expect(ids('lakeside')).toEqual([['o1', ['c1', 'c2']]]);
    expect(ids('BEN')).toEqual([['o1', ['c2']]]);
    expect(ids('hill.test')).toEqual([['o2', ['c3']]]);
    expect(ids('nobody')).toEqual([]);
  });
});
