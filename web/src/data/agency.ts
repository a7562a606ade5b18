import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import {
  agencyBrandingSchema,
  editableAgencyFields,
  initAgencyResponseSchema,
  type AgencyBranding,
  type DomainVerification,
  type Region,
} from '@vg/common';
import { callApi } from './api';
import { readAsDataUrl } from './readAsDataUrl';
import { regionDb } from './firebase';

/** The agency record as stored (the editor keeps every field it does not know). */
export type AgencyRecord = Record<string, unknown> & { ID: string; userId: string };
export type DomainType = 'vgSubdomain' | 'customDomain';

/** The caller's agency, created by the server with its defaults when missing. */
export async function initAgency(region: Region) {
  return initAgencyResponseSchema.parse(
    await callApi(region, 'POST', '/agencies/init', { body: {} }),
  );
}

export function watchAgency(
  region: Region,
  agencyId: string,
  onChange: (agency: AgencyRecord | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(regionDb(region), 'agencies', agencyId),
    (snap) => onChange(snap.exists() ? ({ ...snap.data(), ID: snap.id } as AgencyRecord) : null),
    onError,
  );
}

/** Saves the editor's draft with merge; fields only functions write are left out. */
export async function saveAgencySettings(
  region: Region,
  agencyId: string,
  draft: Record<string, unknown>,
): Promise<void> {
  await setDoc(
    doc(regionDb(region), 'agencies', agencyId),
    { ...editableAgencyFields(draft), lastModified: Date.now() },
    { merge: true },
  );
}

export async function addAgencyDomain(
  region: Region,
  request: { customDomain: string; userId: string; agencyId: string; type: DomainType },
) {
  const { type, ...rest } = request;
  return callApi<{
    success: boolean;
    domain: string;
    data: { verification: DomainVerification[] };
  }>(region, 'POST', '/vercel-api/custom-domain', {
    body: {
      ...rest,
      ...(type === 'vgSubdomain' ? { isVGSubdomain: true } : { isCustomDomain: true }),
    },
  });
}

export async function agencyDomainStatus(region: Region, domain: string, domainType: DomainType) {
  return callApi<{ isVerified: boolean }>(region, 'GET', '/vercel-api/custom-domain', {
    query: { domain, domainType },
  });
}

export async function deleteAgencyDomain(region: Region, domain: string, domainType: DomainType) {
  return callApi<{ success: boolean }>(region, 'DELETE', '/vercel-api/custom-domain', {
    query: { domain, domainType },
  });
}

/** Whether a font family exists at the font service (answered by our functions). */
export async function checkFontName(region: Region, family: string): Promise<boolean> {
  const answer = await callApi<{ valid: boolean }>(region, 'GET', '/agencies/fonts/check', {
    query: { family },
    signedIn: false,
  });
  return answer.valid;
}

/** The branding of the agency serving `host`, or null when no agency does. */
export async function fetchAgencyBranding(host: string): Promise<AgencyBranding | null> {
  try {
    const answer = await callApi(`eu`, 'GET', '/agencies/branding', {
      query: { host },
      signedIn: false,
    });
    return agencyBrandingSchema.parse(answer);
  } catch {
    return null;
  }
}

/** Uploads a square logo through the server and answers its URL. */
export async function uploadAgencyIcon(
  region: Region,
  agencyId: string,
  variant: 'light' | 'dark',
  file: File,
): Promise<string> {
  const answer = await callApi<{ url: string }>(region, 'POST', '/agencies/icon', {
    body: { agencyId, variant, base64Payload: await readAsDataUrl(file), filename: file.name },
  });
  return answer.url;
}

/** The signed-in owner's agency record in a region (null when none). */
export async function findOwnAgency(region: Region, uid: string): Promise<AgencyRecord | null> {
  const snap = await getDocs(
    query(collection(regionDb(region), 'agencies'), where('userId', '==', uid), limit(1)),
  );
  const first = snap.docs[0];
  return first ? ({ ...first.data(), ID: first.id } as AgencyRecord) : null;
}

/** The e-mail sending domain (Resend through our functions). */
export const emailDomainApi = {
  add: (region: Region, request: { domain: string; userId: string; agencyId: string }) =>
    callApi<{ success: boolean; data: { id: string } }>(
      region,
      'POST',
      `/resend/domains/${encodeURIComponent(request.domain)}`,
      {
        body: request,
      },
    ),
  verify: (region: Region, id: string) =>
    callApi<{ success: boolean }>(
      region,
      'POST',
      `/resend/domains/${encodeURIComponent(id)}/verify`,
      { body: {} },
    ),
  status: (region: Region, id: string) =>
    callApi<{ success: boolean; data: { status: string } }>(
      region,
      'GET',
      `/resend/domains/${encodeURIComponent(id)}`,
    ),
  remove: (region: Region, id: string) =>
    callApi<{ success: boolean }>(region, 'DELETE', `/resend/domains/${encodeURIComponent(id)}`),
};

/** activateWhitelabelTrial: the caller's own workspace starts its 14-day trial (once). */
export async function activateWhitelabelTrial(region: Region): Promise<void> {
  await callApi(region, 'POST', '/workspaces/whitelabel-trial', { body: {} });
}

/** POST /agencies/{id}/email: a client's feedback, mailed from the agency's domain to its support address. */
export async function sendAgencyFeedback(
  region: Region,
  agencyId: string,
  message: { to: string; subject: string; html: string },
): Promise<void> {
  await callApi(region, 'POST', `/agencies/${encodeURIComponent(agencyId)}/email`, {
    body: { ...message, bucket: region },
  });
}
