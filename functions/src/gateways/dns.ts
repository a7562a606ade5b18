import { Resolver } from 'node:dns/promises';
import { loadEnv, onEnvForgotten } from '../env';

export type ResolvedType = 'A' | 'CNAME' | 'TXT' | 'MX';

let resolver: Resolver | undefined;
onEnvForgotten(() => (resolver = undefined));

function dnsResolver(): Resolver {
  if (!resolver) {
    resolver = new Resolver({ timeout: 3000, tries: 2 });
    resolver.setServers(
      loadEnv()
        .VG_DNS_SERVERS.split(',')
        .map((server) => server.trim()),
    );
  }
  return resolver;
}

/** "No such record" answers: the record is simply not there (yet). */
const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED']);

/**
 * Looks records up with `node:dns` at the resolvers of VG_DNS_SERVERS:
 * public DNS in production, the stack's local DNS host offline. Answers are
 * flattened to strings (TXT chunks joined, MX as its exchange); a missing
 * record is an empty list, never an error.
 */
export async function resolveRecords(name: string, type: ResolvedType): Promise<string[]> {
  const dns = dnsResolver();
  try {
    switch (type) {
      case 'A':
        return await dns.resolve4(name);
      case 'CNAME':
        return await dns.resolveCname(name);
      case 'TXT':
        return (await dns.resolveTxt(name)).map((chunks) => chunks.join(''));
      case 'MX':
        return (await dns.resolveMx(name)).map((mx) => mx.exchange);
    }
  } catch (error) {
    if (MISSING.has((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}
