import { describe, expect, it } from 'vitest';
import { callerFromAuthorization } from './callerFromAuthorization';

function unsignedJwt(claims: object): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', kid: 'fakekid', type: 'JWT' })}.${enc(claims)}.`;
}

describe('callerFromAuthorization', () => {
  it('treats Bearer owner as the rules-bypassing owner', () => {
    expect(callerFromAuthorization('Bearer owner')).toEqual({ kind: 'owner' });
  });

  it('turns an unsigned emulator JWT into request.auth with every claim', () => {
    const claims = {
      sub: 'alice',
      user_id: 'alice',
      email: 'a@x.io',
      firebase: { sign_in_provider: 'custom' },
    };
    expect(callerFromAuthorization(`Bearer ${unsignedJwt(claims)}`)).toEqual({
      kind: 'user',
      auth: { uid: 'alice', token: claims },
    });
  });

  it('falls back to user_id when sub is missing', () => {
    const caller = callerFromAuthorization(`Bearer ${unsignedJwt({ user_id: 'bob' })}`);
    expect(caller).toMatchObject({ kind: 'user', auth: { uid: 'bob' } });
  });

  it.each([
    undefined,
    '',
    'Basic abc',
    'Bearer not-a-jwt',
    `Bearer ${unsignedJwt({ email: 'x' })}`,
  ])('is unauthenticated for %j', (header) => {
    expect(callerFromAuthorization(header)).toEqual({ kind: 'user', auth: null });
  });
});
