import { describe, expect, it } from 'vitest';
import { adminEntryUrl } from './adminEntryUrl';

const here = { protocol: 'http:', hostname: '127.0.0.1', port: '5000' };
const client = { email: 'rosa+1@lakeside.test' };
const secret = 'AbCdEfGhIjKlMnOpQrStUvWxY';

describe('adminEntryUrl', () => {
  it("opens the login on the agency's verified host, the secret only in the fragment", () => {
    const url = new URL(
      adminEntryUrl(
        { secret, VGsubDomain: 'northwind.localhost', isVerifiedSubDomain: true },
        client,
        'eu',
        here,
      ) ?? '',
    );
    expect(url.host).toBe('northwind.localhost:5000');
    expect(url.pathname).toBe('/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      as: 'client',
      region: 'eu',
      username: client.email,
    });
    expect(url.search).not.toContain(secret);
    expect(url.hash).toBe(`#admin=${secret}`);
  });

  it('prefers the verified custom domain, ignores unverified hosts and needs a secret', () => {
    const verified = { customDomain: 'chat.lakeside.test', isVerifiedCustomDomain: true };
    expect(adminEntryUrl({ secret, ...verified }, client, 'na', { ...here, port: '' })).toMatch(
      /^http:\/\/chat\.lakeside\.test\/login\?/,
    );
    const unverified = { customDomain: 'chat.lakeside.test', isVerifiedCustomDomain: false };
    expect(adminEntryUrl({ secret, ...unverified }, client, 'eu', here)).toMatch(
      /^http:\/\/127\.0\.0\.1:5000\/login\?/,
    );
    expect(adminEntryUrl({ ...verified }, client, 'eu', here)).toBeNull();
  });
});
