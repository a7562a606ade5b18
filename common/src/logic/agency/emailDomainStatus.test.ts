import { describe, expect, it } from 'vitest';
import {
  clearedEmailDomainFields,
  displayedDnsPriority,
  emailDomainReducer,
  shouldPollEmailDomain,
  type EmailDomainEvent,
} from './emailDomainStatus';

describe('emailDomainReducer', () => {
  it.each([
    ['not_started', { type: 'verifyRequested', success: true }, 'pending'],
    ['not_started', { type: 'verifyRequested', success: false }, 'not_started'],
    ['verified', { type: 'verifyRequested', success: true }, 'verified'],
    ['pending', { type: 'statusChecked', status: 'verified' }, 'verified'],
    ['pending', { type: 'statusChecked', status: 'temporary_failure' }, 'temporary_failure'],
    ['failure', { type: 'statusChecked', status: 'pending' }, 'pending'],
    ['verified', { type: 'deleted' }, 'not_started'],
    ['pending', { type: 'deleted' }, 'not_started'],
  ] as const)('%s + %j -> %s', (status, event, expected) => {
    expect(emailDomainReducer(status, event as EmailDomainEvent)).toBe(expected);
  });
});

describe('shouldPollEmailDomain', () => {
  it.each([
    ['pending', 'd1', true],
    ['failure', 'd1', true],
    ['temporary_failure', 'd1', true],
    ['verified', 'd1', false],
    ['not_started', 'd1', false],
    ['pending', '', false],
    ['pending', null, false],
    [undefined, 'd1', false],
  ] as const)('%j with id %j -> %s', (status, id, expected) => {
    expect(shouldPollEmailDomain(status, id)).toBe(expected);
  });
});

describe('records and reset', () => {
  it.each([
    [{ type: 'MX', priority: 5 }, 10],
    [{ type: 'mx' }, 10],
    [{ type: 'TXT', priority: 3 }, 3],
    [{ type: 'CNAME' }, null],
  ])('%j priority -> %j', (record, expected) => {
    expect(displayedDnsPriority(record)).toBe(expected);
  });

  it('resets every e-mail domain field', () => {
    expect(clearedEmailDomainFields()).toEqual({
      resendEmailDomain: '',
      resendEmailDomainId: '',
      resendEmailDomainStatus: 'not_started',
      resendEmailDomainRecords_JSON_STRING: '',
    });
  });
});
