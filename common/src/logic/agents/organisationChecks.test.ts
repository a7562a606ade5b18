import { describe, expect, it } from 'vitest';
import {
  checkEnableBilling,
  isDisabledAccessMessageValid,
  limitDisabledAccessMessage,
  organisationUpdateFailedMessage,
  requireOrgAdmin,
  validateAddUser,
  validateOrganisationId,
  validateOrganisationName,
} from './organisationChecks';

describe('organisation fields', () => {
  it.each([
    ['Acme', null],
    ['  ', 'Organization name is required.'],
    [undefined, 'Organization name is required.'],
  ])('name %j -> %j', (name, expected) => {
    expect(validateOrganisationName(name)).toBe(expected);
  });

  it.each([
    ['org1', null],
    ['', 'Organization ID is missing. Please try again or contact support.'],
    [null, 'Organization ID is missing. Please try again or contact support.'],
  ])('id %j -> %j', (id, expected) => {
    expect(validateOrganisationId(id)).toBe(expected);
  });

  it('formats update failures and admin checks', () => {
    expect(organisationUpdateFailedMessage('denied')).toBe('Failed to update organization: denied');
    expect(organisationUpdateFailedMessage(undefined)).toBe(
      'Failed to update organization: Unknown error',
    );
    expect(requireOrgAdmin(true)).toBeNull();
    expect(requireOrgAdmin(false)).toBe('You are not an admin');
    expect(checkEnableBilling(false)).toBe('Connect Stripe account to enable billing features');
    expect(checkEnableBilling(true)).toBeNull();
  });
});

describe('validateAddUser', () => {
  const base = { name: 'Ann', email: 'ann@acme.com', password: 'secret', orgId: 'o1' };
  it.each([
    [{}, null],
    [{ name: '' }, 'Please fill out all fields.'],
    [{ email: ' ' }, 'Please fill out all fields.'],
    [{ password: '' }, 'Please fill out all fields.'],
    [
      { existingClient: { orgId: 'o2', orgName: 'Other Co' } },
      'Client already exists to org: Other Co',
    ],
    [{ existingClient: { orgId: 'o2' } }, 'Client already exists to org: o2'],
    [{ existingClient: { orgId: 'o1' } }, null],
  ])('%j -> %j', (override, expected) => {
    expect(validateAddUser({ ...base, ...override })).toBe(expected);
  });
});

describe('disabled access message', () => {
  it.each([
    [1024, true, 1024],
    [1025, false, 1024],
    [0, true, 0],
  ])('%i characters valid %s, kept %i', (length, valid, kept) => {
    const message = 'x'.repeat(length);
    expect(isDisabledAccessMessageValid(message)).toBe(valid);
    expect(limitDisabledAccessMessage(message)).toHaveLength(kept);
  });
});
