import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGE_TYPE, customTabDocument, dashboardMessage } from './customTabDocument';

describe('customTabDocument', () => {
  it('puts the html and the script in the page and cannot be closed early by the script', () => {
    const html = customTabDocument({
      htmlContent: '<h1>Reports</h1>',
      jsContent: 'a("</script><b>")',
    });
    expect(html).toContain('<h1>Reports</h1>');
    expect(html).toContain('a("<\\/script><b>")');
    expect(html).toContain("'vg-dashboard-user'");
  });
});

describe('dashboardMessage', () => {
  it('carries the variables and the user, or no user while nobody is known', () => {
    const tab = { label: 'Reports', href: '/reports' };
    const user = { uid: 'u1', email: 'rosa@lakeside.test', displayName: 'Rosa' };
    expect(dashboardMessage(tab, 'eu', 'Lakeside', user)).toEqual({
      type: DASHBOARD_MESSAGE_TYPE,
      variables: { region: 'eu', tab, agencyName: 'Lakeside' },
      user,
    });
    expect(dashboardMessage(tab, 'na', null, null).user).toBeNull();
  });

  it('fires the user event in the frame only when a user came with the message', () => {
    expect(customTabDocument({ htmlContent: '', jsContent: '' })).toContain(
      "if(e.data.user)window.dispatchEvent(new CustomEvent('vg-dashboard-user'",
    );
  });
});
