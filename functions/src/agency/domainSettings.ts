import type { DomainTargets } from '@vg/common';
import { loadEnv } from '../env';

/** Where branded hosts must point, and the root of product sub-domains. */
export function domainTargets(): DomainTargets {
  const env = loadEnv();
  return { cname: env.VG_DOMAIN_CNAME_TARGET, address: env.VG_DOMAIN_A_TARGET };
}

export function subdomainRoot(): string {
  return loadEnv().VG_SUBDOMAIN_ROOT;
}
