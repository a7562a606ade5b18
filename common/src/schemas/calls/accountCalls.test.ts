import { describe, expect, it } from 'vitest';
import { itChecksSchemaCases, type SchemaCase } from './schemaCases.testing';
import {
  addDomainRequestSchema,
  addDomainResponseSchema,
  addEmailDomainResponseSchema,
  agencyEmailRequestSchema,
  connectedAccountResponseSchema,
  domainQuerySchema,
  emailDomainStatusResponseSchema,
  upsertAgencyPlansRequestSchema,
} from './agencyCalls';
import {
  addAddonsRequestSchema,
  cancellationInputSchema,
  cancelSubscriptionRequestSchema,
  changeAutoBillingRequestSchema,
  checkDiscountCodeRequestSchema,
  createSubscriptionRequestSchema,
  topUpAmountInputSchema,
  upsertPaymentMethodRequestSchema,
} from './billingCalls';
import {
  clientLoginInputSchema,
  clientUserInputSchema,
  creditTransferInputSchema,
  inviteInputSchema,
  organisationUpdateInputSchema,
  saveWorkspaceRequestSchema,
  ssoClientRequestSchema,
} from './workspaceCalls';
import { clientSignInResponseSchema } from './clientCalls';

const owner = { userId: 'u1', region: 'eu' };
const address = { line1: 'Main 1', city: 'Berlin', postal_code: '10115', country: 'DE' };
const plan = { name: 'Basic Plan', price: 40, credits: 5000, features: ['Chat'] };

const cases: SchemaCase[] = [
  [
    'add domain',
    addDomainRequestSchema,
    { customDomain: 'chat.a.com', userId: 'u', agencyId: 'g', isCustomDomain: true },
    { customDomain: 'chat.a.com', userId: 'u' },
    ['agencyId'],
  ],
  [
    'add domain answer',
    addDomainResponseSchema,
    {
      success: true,
      data: { verification: [{ type: 'CNAME', domain: 'chat.a.com', name: 'chat', value: 'x' }] },
    },
    { success: true, data: { verification: [{ type: 'A' }] } },
    ['data', 'verification', 0, 'domain'],
  ],
  [
    'domain query',
    domainQuerySchema,
    { domain: 'chat.a.com', domainType: 'vgSubdomain' },
    { domain: 'chat.a.com', domainType: 'other' },
    ['domainType'],
  ],
  [
    'email domain answer',
    addEmailDomainResponseSchema,
    {
      success: true,
      data: { id: 'd', records: [{ type: 'MX', name: 'send', value: 'v', priority: 10 }] },
    },
    { success: true, data: { records: [] } },
    ['data', 'id'],
  ],
  [
    'email domain status',
    emailDomainStatusResponseSchema,
    { success: true, data: { status: 'pending' } },
    { success: true, data: { status: 'waiting' } },
    ['data', 'status'],
  ],
  [
    'agency email',
    agencyEmailRequestSchema,
    { to: 'a@b.co', subject: 'Hi', html: '<p/>' },
    { to: [], subject: 'Hi', html: '<p/>' },
    ['to'],
  ],
  [
    'connected account',
    connectedAccountResponseSchema,
    { accountId: 'acct', allowPlans: true, usdPerCredit: 0.003 },
    { usdPerCredit: -1 },
    ['usdPerCredit'],
  ],
  [
    'upsert plans',
    upsertAgencyPlansRequestSchema,
    { agencyAccountId: 'acct', workspaceId: 'u', plans: [plan] },
    { agencyAccountId: 'acct', workspaceId: 'u', plans: [{ ...plan, features: [] }] },
    ['plans', 0, 'features'],
  ],
  [
    'payment method',
    upsertPaymentMethodRequestSchema,
    { ...owner, paymentMethodId: 'pm', email: 'a@b.co', address, isNewPaymentMethod: true },
    {
      ...owner,
      paymentMethodId: 'pm',
      email: 'a@b.co',
      address: { ...address, city: '' },
      isNewPaymentMethod: true,
    },
    ['address', 'city'],
  ],
  [
    'discount',
    checkDiscountCodeRequestSchema,
    { ...owner, discountCode: 'SAVE10' },
    { ...owner, discountCode: ' ' },
    ['discountCode'],
  ],
  [
    'subscription',
    createSubscriptionRequestSchema,
    { ...owner, planId: 'pay_as_you_go', addonsToShow: [{ addonId: 'client_seat', quantity: 2 }] },
    { ...owner, planId: 'p', addonsToShow: [{ addonId: 'client_seat', quantity: 11 }] },
    ['addonsToShow', 0, 'quantity'],
  ],
  [
    'add addons',
    addAddonsRequestSchema,
    { ...owner, addons: [{ addonId: 'workspace-seat', quantity: 0 }] },
    { ...owner, addons: [{ addonId: 'gold', quantity: 1 }] },
    ['addons', 0, 'addonId'],
  ],
  [
    'cancel',
    cancelSubscriptionRequestSchema,
    { ...owner, reason: 'Too expensive' },
    { ...owner, reason: '' },
    ['reason'],
  ],
  [
    'auto billing',
    changeAutoBillingRequestSchema,
    { uid: 'u', autoBilling: true, threshold: 1000, amount: 10, monthlyChargeLimit: 0 },
    { uid: 'u', autoBilling: true, threshold: 750 },
    ['threshold'],
  ],
  [
    'save workspace',
    saveWorkspaceRequestSchema,
    { uid: 'u', workspaceName: 'Team' },
    { uid: 'u', workspaceName: '' },
    ['workspaceName'],
  ],
  [
    'ssoClient',
    ssoClientRequestSchema,
    { email: 'c@x.io', agencyId: 'g', code: '123456' },
    { email: 'c@x.io' },
    ['agencyId'],
  ],
  [
    'client sign-in answer',
    clientSignInResponseSchema,
    { data: { clientData: { email: 'c@x.io', token: 't' } } },
    { data: {} },
    ['data', 'clientData'],
  ],
];

describe('agency, workspace and billing calls', () => {
  itChecksSchemaCases(cases);
});

describe('form checks with the specified messages', () => {
  it.each([
    [clientLoginInputSchema, { email: '', password: '' }, 'Please enter your email and password.'],
    [
      clientUserInputSchema,
      { name: 'A', email: 'a@b.co', password: '' },
      'Please fill out all fields.',
    ],
    [organisationUpdateInputSchema, { ID: 'o', name: ' ' }, 'Organization name is required.'],
    [
      organisationUpdateInputSchema,
      { ID: '', name: 'Org' },
      'Organization ID is missing. Please try again or contact support.',
    ],
    [
      creditTransferInputSchema,
      { amount: 0, direction: 'toOrg' },
      'Please enter a valid amount to transfer.',
    ],
    [
      creditTransferInputSchema,
      { amount: Number.NaN, direction: 'toOrg' },
      'Please enter a valid amount to transfer.',
    ],
    [inviteInputSchema('me@x.io'), { email: 'nobody' }, 'Please enter a valid email'],
    [inviteInputSchema('me@x.io'), { email: ' ME@x.io' }, "You can't invite yourself lol"],
    [cancellationInputSchema, { reason: 'Other', otherText: ' ' }, 'Please tell us more'],
  ] as const)('message %#', (schema, input, message) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('top-ups start at 5', () => {
    expect(topUpAmountInputSchema.safeParse(4.99).error?.issues[0]?.message).toBe(
      'Minimum amount 5',
    );
    expect(topUpAmountInputSchema.parse(5)).toBe(5);
  });

  it('invites are compared without case', () => {
    expect(inviteInputSchema('me@x.io').parse({ email: 'Friend@X.io' })).toEqual({
      email: 'friend@x.io',
    });
  });
});
