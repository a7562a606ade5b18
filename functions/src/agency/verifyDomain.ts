import { dnsAnswerMatches, expectedDnsRecord, normaliseDomainInput } from '@vg/common';
import { resolveRecords } from '../gateways/dns';
import { domainTargets } from './domainSettings';

/**
 * A branded host is verified when public DNS points it at the product: the
 * CNAME target for a name, the address for a root domain (its A records).
 */
export async function hostPointsAtProduct(host: string): Promise<boolean> {
  const expected = expectedDnsRecord(normaliseDomainInput(host), domainTargets());
  const answers = await resolveRecords(expected.domain, expected.type === 'A' ? 'A' : 'CNAME');
  return dnsAnswerMatches(expected, answers);
}
