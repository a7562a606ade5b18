import {
  addDomainRequestSchema,
  CUSTOM_DOMAIN_UPGRADE_MESSAGE,
  DOMAIN_TAKEN_MESSAGE,
  expectedDnsRecord,
  planAllowsCustomDomain,
  productSubdomain,
  SUBDOMAIN_TAKEN_MESSAGE,
  validateCustomDomain,
  normaliseDomainInput,
  type DomainPlanWorkspace,
} from '@vg/common';
import type { Firestore } from 'firebase-admin/firestore';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { loadOwnedAgency, requireAccount } from './agencyStore';
import { claimHost, hostTakenElsewhere, type DomainKind } from './domainClaims';
import { domainTargets, subdomainRoot } from './domainSettings';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * POST /vercel-api/custom-domain: sets the agency's product sub-domain
 * (isVGSubdomain) or custom domain (isCustomDomain), unverified, and answers
 * the DNS record to create. The host is claimed for this agency alone.
 */
export const addDomain = defineEndpoint({
  method: 'POST',
  path: '/vercel-api/custom-domain',
  limit: 'visitor',
  input: addDomainRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const uid = requireAccount(await caller());
    if (input.userId !== uid) throw new HttpError(403, 'userId must be your own user id.');
    if (!!input.isVGSubdomain === !!input.isCustomDomain)
      throw new HttpError(400, 'Set exactly one of isVGSubdomain and isCustomDomain to true.');
    const kind: DomainKind = input.isVGSubdomain ? 'vgSubdomain' : 'customDomain';
    const agency = await loadOwnedAgency(db, input.agencyId, uid);
    const host =
      kind === 'customDomain'
        ? await customHost(db, uid, input.customDomain)
        : subdomainHost(input.customDomain);
    const takenMessage = kind === 'customDomain' ? DOMAIN_TAKEN_MESSAGE : SUBDOMAIN_TAKEN_MESSAGE;
    if (await hostTakenElsewhere(host, agency.ID)) throw new HttpError(409, takenMessage);
    const record = expectedDnsRecord(host, domainTargets());
    const fields =
      kind === 'customDomain'
        ? {
            customDomain: host,
            isVerifiedCustomDomain: false,
            customDomainConfig: { verification: [record] },
          }
        : { VGsubDomain: host, isVerifiedSubDomain: false };
    await claimHost(
      db,
      { host, agencyId: agency.ID, userId: uid, region, kind },
      fields,
      takenMessage,
    );
    return { body: { success: true, domain: host, data: { verification: [record] } } };
  },
});

async function customHost(db: Firestore, uid: string, input: string): Promise<string> {
  const problem = validateCustomDomain(input);
  if (problem) throw new HttpError(400, problem);
  const workspace = (await db.doc(`users/${uid}`).get()).data() as DomainPlanWorkspace | undefined;
  if (!planAllowsCustomDomain(workspace, Date.now()))
    throw new HttpError(403, CUSTOM_DOMAIN_UPGRADE_MESSAGE);
  return normaliseDomainInput(input);
}

function subdomainHost(input: string): string {
  const root = subdomainRoot();
  const host = productSubdomain(input, root);
  const name = host.endsWith(`.${root}`) ? host.slice(0, -root.length - 1) : host;
  if (!LABEL.test(name))
    throw new HttpError(
      400,
      'A sub-domain name uses letters, digits and hyphens only (up to 63), e.g. northwind.',
    );
  return host;
}
