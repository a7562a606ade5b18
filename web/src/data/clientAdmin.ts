import type {
  CreateClientRequest,
  CreditTransferRequest,
  Region,
  UpdateClientRequest,
  UpdateOrganisationRequest,
} from '@vg/common';
import { apiOrigin } from '../env';
import { currentIdToken } from './auth';

/**
 * Organisations and clients are written only by the regional API (the
 * browser may read them, never write them): these are its calls, signed
 * with the user's ID token. A refusal throws an Error with the server's
 * message, which the drawers show as it is.
 */
async function post<T>(region: Region, path: string, body: unknown): Promise<T> {
  const token = await currentIdToken();
  const response = await fetch(`${apiOrigin()}/api/${region}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string };
  } & T;
  if (!response.ok) {
    // Failures answer {error: {code, message}}.
    const message = answer.error?.message ?? `HTTP ${response.status}`;
    throw Object.assign(new Error(message), { status: response.status, code: answer.error?.code });
  }
  return answer;
}

export function createOrganisation(region: Region, workspaceId: string, name: string) {
  return post<{ organization: { ID: string } }>(region, '/orgs', { name, workspaceId });
}

export function updateOrganisation(
  region: Region,
  orgId: string,
  changes: UpdateOrganisationRequest,
) {
  return post(region, `/orgs/${encodeURIComponent(orgId)}`, changes);
}

export function transferOrganisationCredits(
  region: Region,
  orgId: string,
  transfer: CreditTransferRequest,
) {
  return post<{ loadTokens: { workspace: number; org: number } }>(
    region,
    `/orgs/${encodeURIComponent(orgId)}/credits`,
    transfer,
  );
}

export function createClient(region: Region, orgId: string, client: CreateClientRequest) {
  return post<{ client: { ID: string } }>(
    region,
    `/orgs/${encodeURIComponent(orgId)}/clients`,
    client,
  );
}

export function updateClient(region: Region, clientId: string, changes: UpdateClientRequest) {
  return post(region, `/clients/${encodeURIComponent(clientId)}`, changes);
}
