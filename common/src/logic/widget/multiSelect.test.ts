import { describe, expect, it } from 'vitest';
import {
  checkMultiSelection,
  isHiddenButton,
  multiSelectMaximum,
  multiSelectOptions,
  multiSelectSubmitButton,
  toggleMultiSelection,
} from './multiSelect';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('multiSelectMaximum', () => {
  it.each([
    [named('a', 'b', 'Submit:2'), 2],
    [named('a', 'Submit: 5 '), 5],
    [named('a', 'Submit'), 99],
    [named('a', 'Submit:'), 99],
    [named('a', 'Submit:x'), 99],
    [named('a', 'Submit:0'), 99],
    [named('a', 'Submit:-1'), 99],
    [named('Go:now:3'), 3],
    [[], 99],
  ])('%j -> %i', (buttons, expected) => {
    expect(multiSelectMaximum(buttons)).toBe(expected);
  });
});

describe('hidden buttons and options', () => {
  it.each([
    ['0', true],
    ['Option:Disabled', true],
    [':Disabled', true],
    ['00', false],
    ['Option', false],
    ['disabled', false],
  ])('%j hidden -> %s', (name, hidden) => {
    expect(isHiddenButton({ name })).toBe(hidden);
  });

  it('lists options without the submit button and hidden buttons', () => {
    const buttons = named('a', '0', 'b:Disabled', 'c', 'Submit:2');
    expect(multiSelectOptions(buttons).map((b) => b.name)).toEqual(['a', 'c']);
    expect(multiSelectSubmitButton(buttons)?.name).toBe('Submit:2');
    expect(multiSelectSubmitButton([])).toBeUndefined();
  });
});

describe('selection limits', () => {
  it.each([
    [2, 2, null],
    [3, 2, 'Maximum selection is 2 items.'],
    [0, 1, null],
  ])('%i selected of max %i -> %j', (count, max, expected) => {
    expect(checkMultiSelection(count, max)).toBe(expected);
  });

  it('toggles options and refuses one beyond the maximum', () => {
    let state = toggleMultiSelection([], 'a', 2);
    expect(state).toEqual({ selected: ['a'], error: null });
    state = toggleMultiSelection(state.selected, 'b', 2);
    expect(state).toEqual({ selected: ['a', 'b'], error: null });
    state = toggleMultiSelection(state.selected, 'c', 2);
    expect(state).toEqual({ selected: ['a', 'b'], error: 'Maximum selection is 2 items.' });
    state = toggleMultiSelection(state.selected, 'a', 2);
    expect(state).toEqual({ selected: ['b'], error: null });
  });
});
