import { describe, expect, it } from 'vitest';
import { customTabDocument } from './customTabDocument';

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
