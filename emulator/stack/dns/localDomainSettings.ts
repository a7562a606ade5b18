import type { NewZoneRecord } from './dnsZone';
import { DEMO_AGENCY_SUBDOMAIN } from '../seed/seedData';

const cnameTarget = 'domains.voiceglow.test';
const addressTarget = '127.0.0.1';
const subdomainRoot = 'localhost';

/**
 * Where branded hosts point on the local stack. Product sub-domains live
 * under `localhost` because Chromium resolves every `*.localhost` name to
 * this machine; the product's own zone answers them with a wildcard, as the
 * product's DNS does in production.
 */
export const LOCAL_DOMAIN_SETTINGS = {
  cnameTarget,
  addressTarget,
  subdomainRoot,
  demoAgencySubdomain: DEMO_AGENCY_SUBDOMAIN,
  productZone: [
    { type: 'CNAME', name: `*.${subdomainRoot}`, value: cnameTarget },
    { type: 'A', name: cnameTarget, value: addressTarget },
  ] satisfies NewZoneRecord[],
};
