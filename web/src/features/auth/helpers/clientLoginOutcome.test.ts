import { describe, expect, it } from 'vitest';
import { codeFailure, passwordFailure } from './clientLoginOutcome';

const failure = (code: string, message = 'server said no') =>
  Object.assign(new Error(message), { code });

describe('passwordFailure', () => {
  it('words an unknown e-mail and marks the e-mail field', () => {
    for (const code of ['auth/user-not-found', 'functions/not-found']) {
      expect(passwordFailure(failure(code))).toEqual({
        message: "This email doesn't exsit.",
        field: 'email',
      });
    }
  });

  it('words a wrong password and marks the password field', () => {
    for (const code of [
      'auth/wrong-password',
      'auth/invalid-credential',
      'functions/permission-denied',
    ]) {
      expect(passwordFailure(failure(code))).toEqual({
        message: 'Password is incorrect please try again.',
        field: 'password',
      });
    }
  });

  it('passes any other server message through', () => {
    expect(passwordFailure(failure('auth/too-many-requests', 'Slow down'))).toEqual({
      message: 'Slow down',
    });
    expect(
      passwordFailure(failure('functions/failed-precondition', 'Please login again.')),
    ).toEqual({ message: 'Please login again.' });
  });
});

describe('codeFailure', () => {
  it('marks the e-mail invalid on NOT_FOUND', () => {
    expect(codeFailure(failure('functions/not-found'), 'send')).toEqual({
      message: "This email doesn't exsit.",
      field: 'email',
    });
  });

  it('marks the code when the server rejects it', () => {
    expect(codeFailure(failure('functions/permission-denied', 'Wrong code'), 'verify')).toEqual({
      message: 'Wrong code',
      field: 'code',
    });
    expect(codeFailure(failure('functions/internal', 'Boom'), 'send')).toEqual({ message: 'Boom' });
  });

  it('says so when the login code service cannot be reached', () => {
    expect(codeFailure(failure('functions/internal', 'internal'), 'send')).toEqual({
      message:
        'Could not reach the login code service. Please try again or sign in with your password.',
    });
  });
});
