import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../../data/notifications';
import { notificationKey, notificationsToPopUp, panelNotifications } from './notificationFeed';

const NOW = 1_700_000_000_000;

function notification(overrides: Partial<NotificationRecord> & { ID: string }): NotificationRecord {
  return {
    level: 1,
    notificationLevel: 1,
    title: 'Chat request',
    body: '',
    tsMs: NOW - 10_000,
    seen: false,
    notifyOnly: [],
    ...overrides,
  };
}

describe('panelNotifications', () => {
  it('keeps the latest 5 of each level, level 1 first', () => {
    const many = [
      ...Array.from({ length: 7 }, (_, i) => notification({ ID: `a${i}`, tsMs: NOW - i * 1000 })),
      notification({ ID: 'b0', level: 2, notificationLevel: 2 }),
    ];
    const shown = panelNotifications(many, null).map((n) => n.ID);
    expect(shown).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b0']);
  });

  it('shows a client only what is addressed to everyone or to it', () => {
    const items = [
      notification({ ID: 'all' }),
      notification({ ID: 'mine', notifyOnly: ['c1'] }),
      notification({ ID: 'theirs', notifyOnly: ['c2'] }),
    ];
    expect(panelNotifications(items, 'c1').map((n) => n.ID)).toEqual(['all', 'mine']);
    // A workspace user is no client: notifications for named clients stay theirs.
    expect(panelNotifications(items, null).map((n) => n.ID)).toEqual(['all']);
  });
});

describe('notificationsToPopUp', () => {
  it('pops up unseen notifications under 120 s old, once', () => {
    const fresh = notification({ ID: 'fresh' });
    const old = notification({ ID: 'old', tsMs: NOW - 121_000 });
    const seen = notification({ ID: 'seen', seen: true });
    expect(notificationsToPopUp([fresh, old, seen], NOW, null, new Set()).map((n) => n.ID)).toEqual(
      ['fresh'],
    );
    expect(notificationsToPopUp([fresh], NOW, null, new Set([notificationKey(fresh)]))).toEqual([]);
  });

  it('respects notifyOnly', () => {
    const forC1 = notification({ ID: 'x', notifyOnly: ['c1'] });
    expect(notificationsToPopUp([forC1], NOW, 'c1', new Set())).toHaveLength(1);
    expect(notificationsToPopUp([forC1], NOW, 'c2', new Set())).toHaveLength(0);
  });

  it('tells the two levels apart by key', () => {
    expect(notificationKey({ ID: 'n', level: 1 })).not.toBe(notificationKey({ ID: 'n', level: 2 }));
  });
});
