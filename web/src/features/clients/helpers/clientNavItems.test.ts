import { describe, expect, it } from 'vitest';
import { clientNavItems } from './clientNavItems';

describe('clientNavItems', () => {
  it('names the pages of canAccess in their order', () => {
    expect(clientNavItems({ canAccess: ['/home', '/convos', '/kb'], agentPlatform: 'vg' })).toEqual(
      [
        { tab: 'home', label: 'Home' },
        { tab: 'convos', label: 'Conversations' },
        { tab: 'kb', label: 'Knowledge Base' },
      ],
    );
  });

  it('never offers overview or tools, and leads only on built-in agents', () => {
    const canAccess = ['/overview', '/tools', '/leads', '/convos'];
    expect(clientNavItems({ canAccess, agentPlatform: 'vf' }).map((i) => i.tab)).toEqual([
      'convos',
    ]);
    expect(clientNavItems({ canAccess, agentPlatform: 'vg' }).map((i) => i.tab)).toEqual([
      'leads',
      'convos',
    ]);
  });

  it('follows clientTabOrder and names custom tabs after their address', () => {
    const items = clientNavItems({
      canAccess: ['/home', '/c/weekly-report', '/convos'],
      clientTabOrder: ['/convos', '/c/weekly-report'],
    });
    expect(items).toEqual([
      { tab: 'convos', label: 'Conversations' },
      { tab: 'c/weekly-report', label: 'Weekly report' },
      { tab: 'home', label: 'Home' },
    ]);
  });

  it("adds the agency's always-visible custom tabs, named by their label", () => {
    const customTabs = [
      { href: '/reports', label: 'Monthly reports', alwaysVisible: true },
      { href: '/billing-help', label: 'Billing help', alwaysVisible: false },
      { href: '/granted', label: 'Granted page', alwaysVisible: false },
    ];
    const items = clientNavItems({ canAccess: ['/convos', '/c/granted'], customTabs });
    expect(items).toEqual([
      { tab: 'convos', label: 'Conversations' },
      { tab: 'c/granted', label: 'Granted page' },
      { tab: 'c/reports', label: 'Monthly reports' },
    ]);
  });
});
