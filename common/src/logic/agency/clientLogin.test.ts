import { describe, expect, it } from 'vitest';
import {
  accessEntryToTab,
  clientLandingPath,
  clientLoginFailureMessage,
  validateClientLogin,
} from './clientLogin';

describe('validateClientLogin', () => {
  const REQUIRED = 'Please enter your email and password.';
  it.each([
    ['password', 'a@b.co', 'pw', null],
    ['password', 'a@b.co', '', REQUIRED],
    ['password', '  ', 'pw', REQUIRED],
    ['emailCode', 'a@b.co', '', null],
    ['emailCode', '', '', REQUIRED],
  ] as const)('%s with %j / %j -> %j', (method, email, password, expected) => {
    expect(validateClientLogin(method, email, password)).toBe(expected);
  });

  it.each([
    ['unknownEmail', "This email doesn't exsit."],
    ['wrongPassword', 'Password is incorrect please try again.'],
    ['storedPasswordMismatch', 'Please login again.'],
  ] as const)('%s -> %j', (failure, message) => {
    expect(clientLoginFailureMessage(failure)).toBe(message);
  });
});

describe('landing', () => {
  it.each([
    ['/kb', 'kb'],
    ['/overview', 'home'],
    ['convos', 'convos'],
    ['/', ''],
  ])('%j -> %j', (entry, tab) => {
    expect(accessEntryToTab(entry)).toBe(tab);
  });

  it.each([
    [['w1', 'w2'], ['/convos', '/kb'], '/app/eu/agents/w1/convos'],
    [['w1'], ['/overview'], '/app/eu/agents/w1/home'],
    [['w1'], [], '/app/eu/agents/w1/home'],
    [['w1'], undefined, '/app/eu/agents/w1/home'],
    [[], ['/kb'], null],
    [undefined, ['/kb'], null],
  ])('widgets %j access %j -> %j', (widgets, access, expected) => {
    expect(clientLandingPath('eu', widgets, access)).toBe(expected);
  });
});
