import { describe, expect, it } from 'vitest';
import {
  isAddressedTo,
  latestPerLevel,
  notificationPreview,
  notifyIfCode,
  notifyIfFromCode,
  shouldPopUp,
  wantsNotification,
  type NotificationItem,
} from './notificationRules';

const NOW = 1_000_000_000;
const item = (extra: Partial<NotificationItem> = {}): NotificationItem => ({
  ID: 'n',
  title: 't',
  tsMs: NOW,
  ...extra,
});

describe('shouldPopUp', () => {
  it.each([
    [item(), 'c1', true],
    [item({ tsMs: NOW - 119_999 }), 'c1', true],
    [item({ tsMs: NOW - 120_000 }), 'c1', false],
    [item({ seen: true }), 'c1', false],
    [item({ notifyOnly: ['c1', 'c2'] }), 'c1', true],
    [item({ notifyOnly: ['c2'] }), 'c1', false],
    [item({ notifyOnly: ['c2'] }), null, false],
    [item({ notifyOnly: [] }), null, true],
  ])('%j for %j -> %s', (notification, client, expected) => {
    expect(shouldPopUp(notification, NOW, client)).toBe(expected);
  });

  it('addresses everyone without notifyOnly', () => {
    expect(isAddressedTo(item({ notifyOnly: null }), 'x')).toBe(true);
  });
});

describe('latestPerLevel', () => {
  it('keeps the newest five of each level', () => {
    const list = [
      ...Array.from({ length: 7 }, (_, i) => item({ ID: `a${i}`, tsMs: i, notificationLevel: 1 })),
      ...Array.from({ length: 3 }, (_, i) => item({ ID: `b${i}`, tsMs: i, notificationLevel: 2 })),
    ];
    expect(latestPerLevel(list).map((n) => n.ID)).toEqual([
      'a6',
      'a5',
      'a4',
      'a3',
      'a2',
      'b2',
      'b1',
      'b0',
    ]);
  });
});

describe('preview and settings', () => {
  it('cuts title and body at 50 characters', () => {
    const long = 'x'.repeat(51);
    expect(notificationPreview(item({ title: 'x'.repeat(50), body: long }))).toEqual({
      title: 'x'.repeat(50),
      body: `${'x'.repeat(50)}...`,
    });
    expect(notificationPreview(item()).body).toBe('');
  });

  it.each([
    [1, 'all'],
    [2, 'requestsOnly'],
    [0, 'none'],
    [undefined, 'requestsOnly'],
    [7, 'requestsOnly'],
  ] as const)('code %j -> %s', (code, value) => {
    expect(notifyIfFromCode(code)).toBe(value);
  });

  it('maps names back to codes', () => {
    expect(notifyIfCode('all')).toBe(1);
    expect(notifyIfCode('requestsOnly')).toBe(2);
    expect(notifyIfCode('none')).toBe(0);
  });

  it.each([
    ['all', false, true],
    ['requestsOnly', true, true],
    ['requestsOnly', false, false],
    ['none', true, false],
  ] as const)('%s for a request=%s -> %s', (setting, request, expected) => {
    expect(wantsNotification(setting, request)).toBe(expected);
  });
});
