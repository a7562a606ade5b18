import { describe, expect, it } from 'vitest';
import { agencyClientOrigin } from './agencyClientOrigin';

describe('agencyClientOrigin', () => {
  const production = 'https://app.voiceglow.test';
  const local = 'http://127.0.0.1:5000';

  it('prefers the verified custom domain, then the verified sub-domain', () => {
    const agency = {
      customDomain: 'chat.lakeside.test',
      isVerifiedCustomDomain: true,
      VGsubDomain: 'lakeside.voiceglow.app',
      isVerifiedSubDomain: true,
    };
    expect(agencyClientOrigin(agency, production)).toBe('https://chat.lakeside.test');
    expect(agencyClientOrigin({ ...agency, isVerifiedCustomDomain: false }, production)).toBe(
      'https://lakeside.voiceglow.app',
    );
  });

  it("keeps the local stack's scheme and port, where every host is served", () => {
    expect(
      agencyClientOrigin({ VGsubDomain: 'northwind.localhost', isVerifiedSubDomain: true }, local),
    ).toBe('http://northwind.localhost:5000');
  });

  it("falls back to the product's origin without a verified, well-formed host", () => {
    expect(agencyClientOrigin(null, production)).toBe(production);
    expect(
      agencyClientOrigin(
        { customDomain: 'chat.lakeside.test', isVerifiedCustomDomain: 'yes' },
        local,
      ),
    ).toBe(local);
    expect(
      agencyClientOrigin(
        { customDomain: 'evil.test/phish?x=', isVerifiedCustomDomain: true },
        production,
      ),
    ).toBe(production);
  });
});
