import { describe, expect, it } from 'vitest';
import { checkCustomFooterButton, parseCustomFooterButtons } from './customFooterButton';

describe('checkCustomFooterButton', () => {
  it.each([
    [{ type: 'intent' }, 'Intent value is null'],
    [{ type: 'intent', value: null }, 'Intent value is null'],
    [{ type: 'intent', value: '  ' }, 'Intent value is null'],
    [{ type: 'intent', value: 'book_demo' }, null],
    [{ type: 'link' }, 'Link value is null'],
    [{ type: 'link', value: '' }, 'Link value is null'],
    [{ type: 'link', value: 'https://x.test' }, null],
    [{ type: 'default' }, null],
  ])('%j -> %j', (button, expected) => {
    expect(checkCustomFooterButton(button)).toBe(expected);
  });
});

describe('parseCustomFooterButtons', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['not json', []],
    ['[{"type":"link","value":"u"}]', [{ type: 'link', value: 'u' }]],
    ['{"type":"intent","value":"i"}', [{ type: 'intent', value: 'i' }]],
    ['[1, null, {"type":"default"}, {"x":1}]', [{ type: 'default' }]],
  ])('%j -> %j', (json, expected) => {
    expect(parseCustomFooterButtons(json)).toEqual(expected);
  });
});
