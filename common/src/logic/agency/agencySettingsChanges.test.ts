import { describe, expect, it } from 'vitest';
import {
  clientAccessDisabledMessage,
  duplicateAgencyIdsToDelete,
  fontNameError,
  hasUnsavedChanges,
  isSaveDisabled,
  isWhitelabelTrialActive,
  needsFontLookup,
  saveStatusText,
  whitelabelTrialEndsAt,
} from './agencySettingsChanges';

describe('hasUnsavedChanges', () => {
  const saved = { name: 'A', customTabs: [{ href: '/a' }], theme: { x: 1, y: 2 } };
  it.each([
    [{ ...saved }, false],
    [{ theme: { y: 2, x: 1 }, customTabs: [{ href: '/a' }], name: 'A' }, false],
    [{ ...saved, lastModified: 5, createdAt: 1, vapi: {}, isVerifiedSubDomain: true }, false],
    [{ ...saved, isVerifiedCustomDomain: true, customDomainConfig: { a: 1 } }, false],
    [{ ...saved, name: 'B' }, true],
    [{ ...saved, customTabs: [{ href: '/b' }] }, true],
    [{ ...saved, extra: undefined }, false],
    [{ ...saved, extra: null }, true],
  ])('%j changed -> %s', (draft, expected) => {
    expect(hasUnsavedChanges(saved, draft)).toBe(expected);
  });

  it('reports the status and the button state', () => {
    expect(saveStatusText(false)).toBe('All changes saved.');
    expect(saveStatusText(true)).toBe('There are unsaved changes.');
    expect(isSaveDisabled(false, true)).toBe(false);
    expect(isSaveDisabled(true, true)).toBe(true);
    expect(isSaveDisabled(false, false)).toBe(true);
  });
});

describe('font name', () => {
  it.each([
    ['inherit', false, null],
    ['Rubik', true, null],
    ['Nope Sans', false, 'This font name is not a valid one, please double check font name.'],
  ])('%j (found %s) -> %j', (font, found, expected) => {
    expect(fontNameError(font, found)).toBe(expected);
  });

  it('skips the lookup for inherit', () => {
    expect(needsFontLookup('inherit')).toBe(false);
    expect(needsFontLookup('Rubik')).toBe(true);
  });
});

describe('duplicateAgencyIdsToDelete', () => {
  const DEFAULT = 'Powered by us';
  it.each([
    [[{ ID: 'a' }], []],
    [[{ ID: 'a', lastModified: 5 }, { ID: 'b' }], ['b']],
    [
      [
        { ID: 'a', lastModified: 5 },
        { ID: 'b', lastModified: 9, brandingText: DEFAULT },
      ],
      ['b'],
    ],
    [
      [
        { ID: 'a', lastModified: 5, brandingText: DEFAULT },
        { ID: 'b', lastModified: 9, brandingText: DEFAULT },
      ],
      ['a'],
    ],
    [
      [
        { ID: 'a', lastModified: 5 },
        { ID: 'b', lastModified: 3, brandingText: 'Mine' },
      ],
      [],
    ],
    [[{ ID: 'a' }, { ID: 'b' }], ['b']],
  ])('%j -> %j', (records, expected) => {
    expect(duplicateAgencyIdsToDelete(records, DEFAULT)).toEqual(expected);
  });
});

describe('trial and access message', () => {
  it('lasts 14 days', () => {
    const end = whitelabelTrialEndsAt(1_000);
    expect(end).toBe(1_000 + 14 * 86_400);
    expect(isWhitelabelTrialActive(end, (end - 1) * 1000)).toBe(true);
    expect(isWhitelabelTrialActive(end, end * 1000)).toBe(false);
    expect(isWhitelabelTrialActive(undefined, 0)).toBe(false);
  });

  it.each([
    [undefined, 'Access is currently disabled. Pleas contact your provider!'],
    ['  ', 'Access is currently disabled. Pleas contact your provider!'],
    ['Paused for maintenance', 'Paused for maintenance'],
  ])('%j -> %j', (message, expected) => {
    expect(clientAccessDisabledMessage(message)).toBe(expected);
  });
});
