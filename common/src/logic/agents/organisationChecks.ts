import { DISABLED_ACCESS_MESSAGE_MAX, TEXT } from '../../constants';

/**
 * Checks of the organisation drawers (Org Info, Add/Edit User) and the
 * admin-only actions around them.
 */

export const NOT_ADMIN_MESSAGE = 'You are not an admin';
export const CONNECT_STRIPE_MESSAGE = 'Connect Stripe account to enable billing features';

export function validateOrganisationName(name: string | null | undefined): string | null {
  return name && name.trim() !== '' ? null : TEXT.organisationNameRequired;
}

export function validateOrganisationId(orgId: string | null | undefined): string | null {
  return orgId && orgId.trim() !== '' ? null : TEXT.organisationIdMissing;
}

export function organisationUpdateFailedMessage(message: string | null | undefined): string {
  return `Failed to update organization: ${message || 'Unknown error'}`;
}

/** About and Add User are for organisation admins only. */
export function requireOrgAdmin(isOrgAdmin: boolean | null | undefined): string | null {
  return isOrgAdmin ? null : NOT_ADMIN_MESSAGE;
}

export function clientExistsMessage(orgName: string): string {
  return `Client already exists to org: ${orgName}`;
}

/**
 * Adding a user needs name, e-mail and password; an e-mail that already
 * belongs to a client of another organisation is refused.
 */
export function validateAddUser(input: {
  name: string;
  email: string;
  password: string;
  orgId: string;
  existingClient?: { orgId: string; orgName?: string } | null;
}): string | null {
  if ([input.name, input.email, input.password].some((value) => value.trim() === '')) {
    return TEXT.fillAllFields;
  }
  const existing = input.existingClient;
  if (existing && existing.orgId !== input.orgId) {
    return clientExistsMessage(existing.orgName ?? existing.orgId);
  }
  return null;
}

/** Enable Billing needs a connected payments account. */
export function checkEnableBilling(paymentsConnected: boolean | null | undefined): string | null {
  return paymentsConnected ? null : CONNECT_STRIPE_MESSAGE;
}

/** The disabled-access message keeps at most 1024 characters. */
export function limitDisabledAccessMessage(message: string): string {
  return message.slice(0, DISABLED_ACCESS_MESSAGE_MAX);
}

export function isDisabledAccessMessageValid(message: string): boolean {
  return message.length <= DISABLED_ACCESS_MESSAGE_MAX;
}
