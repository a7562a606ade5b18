import { describe, expect, it } from 'vitest';
import { clientSchema, notificationsSettingsSchema, organisationUserSchema } from './client';
import { notificationSchema } from './notification';
import { organisationSchema, organisationSummarySchema } from './organisation';

describe('clientSchema', () => {
  const client = { ID: 'c1', ownerID: 'agencyUid', email: 'c@x.io' };

  it('fills a new client with safe defaults', () => {
    expect(clientSchema.parse(client)).toMatchObject({
      status: 'offline',
      widgetIDs: [],
      canAccess: [],
      isOrgAdmin: false,
      preferredLanguage: 'en',
    });
  });

  it.each([
    [{ ...client, status: 'away' }, ['status']],
    [{ ...client, widgetIDs: 'a1' }, ['widgetIDs']],
    [
      { ...client, notificationsSettings: { notifyThrough: 'sms' } },
      ['notificationsSettings', 'notifyThrough'],
    ],
    [{ ...client, notificationsSettings: { notifyIf: 7 } }, ['notificationsSettings', 'notifyIf']],
    [{ ID: 'c1', ownerID: 'o' }, ['email']],
  ])('rejects %j at %j', (input, path) => {
    expect(clientSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('notificationsSettingsSchema', () => {
  it('defaults to all channels, requests only', () => {
    expect(notificationsSettingsSchema.parse({})).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });
  });

  it.each([
    [1, 'all'],
    [2, 'requestsOnly'],
    [0, 'none'],
    ['none', 'none'],
  ])('reads notifyIf %j as %s', (notifyIf, name) => {
    expect(notificationsSettingsSchema.parse({ notifyIf }).notifyIf).toBe(name);
  });
});

describe('organisationUserSchema', () => {
  it('exposes only presence, photo and first name to the widget', () => {
    const user = organisationUserSchema.parse({
      ID: 'c1',
      status: 'online',
      squarePhotoURL: 'https://p',
      name: 'Maria',
      dashboardPassword: 'secret',
      email: 'c@x.io',
    });
    expect(user).toEqual({
      ID: 'c1',
      status: 'online',
      squarePhotoURL: 'https://p',
      name: 'Maria',
    });
  });

  it('counts a team member without a status as offline', () => {
    expect(organisationUserSchema.parse({ ID: 'c2' })).toEqual({ ID: 'c2', status: 'offline' });
  });
});

describe('organisationSchema', () => {
  it('fills the organisation defaults', () => {
    expect(organisationSchema.parse({ ID: 'o1', ownerID: 'u1' })).toMatchObject({
      name: 'New Organization',
      dashboardLayout: 'vertical',
      preferredLanguage: 'en',
      defaultClientAccess: ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
      allowBilling: false,
      loadTokens: 0,
      orgUsers: [],
    });
  });

  it.each([
    [{ dashboardLayout: 'grid' }, ['dashboardLayout']],
    [
      { settings: { disableClientAccessMessage: 'x'.repeat(1025) } },
      ['settings', 'disableClientAccessMessage'],
    ],
    [{ loadTokens: '5' }, ['loadTokens']],
  ])('rejects %j at %j', (extra, path) => {
    expect(
      organisationSchema.safeParse({ ID: 'o', ownerID: 'u', ...extra }).error?.issues[0]?.path,
    ).toEqual(path);
  });
});

describe('notificationSchema', () => {
  it('reads a level-2 notification, unseen by default', () => {
    const note = notificationSchema.parse({
      ID: 'n1',
      title: 'Handoff requested',
      ts: new Date(),
      notificationLevel: 2,
      notifyOnly: ['c1'],
    });
    expect(note).toMatchObject({ seen: false, body: '', notificationLevel: 2 });
  });

  it.each([
    [{ ID: 'n', title: 't', ts: 1, notificationLevel: 3 }, ['notificationLevel']],
    [{ ID: 'n', title: 't' }, ['ts']],
  ])('rejects %j at %j', (input, path) => {
    expect(notificationSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('organisationSummarySchema', () => {
  it('lists members with photos', () => {
    const summary = organisationSummarySchema.parse({
      ID: 'o',
      orgUsers: [{ ID: 'c1', squarePhotoURL: 'p' }],
    });
    expect(summary).toMatchObject({ name: 'New Organization', orgUsers: [{ ID: 'c1' }] });
    expect(
      organisationSummarySchema.safeParse({ ID: 'o', orgUsers: ['c1'] }).error?.issues[0]?.path,
    ).toEqual(['orgUsers', 0]);
  });
});
