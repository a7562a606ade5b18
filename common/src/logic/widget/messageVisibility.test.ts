import { describe, expect, it } from 'vitest';
import {
  chatMessages,
  footerChoices,
  isDropdownButtonDisabled,
  isHiddenMessage,
  isTurnActionable,
  lastTurnEndsChat,
  latestTurnBlocksInput,
  messageButtonNames,
  type VisibilityMessage,
  type VisibilityTurn,
} from './messageVisibility';

const text = (message: string): VisibilityMessage => ({
  type: 'text',
  item: { payload: { message } },
});
const choice = (...names: string[]): VisibilityMessage => ({
  type: 'choice',
  item: { payload: { buttons: names.map((name) => ({ name, request: { type: name } })) } },
});

describe('isHiddenMessage', () => {
  it.each([
    [{ type: 'VGVF_Channel' }, false, true],
    [{ type: 'VG_Response' }, false, true],
    [{ type: 'text', action: 'GetBrowserData' }, false, true],
    [{ type: 'text', item: { payload: 'VG_Cancel' } }, false, true],
    [{ type: 'text', item: { payload: { message: 'VG_Cancel' } } }, false, true],
    [{ type: 'text', item: { payload: { message: 'hello' } } }, false, false],
    [{ type: 'debug' }, false, true],
    [{ type: 'debug-tool' }, false, true],
    [{ type: 'debug-tool' }, true, false],
    [{ type: 'choice' }, false, false],
    [{ type: 'text', action: 'other' }, false, false],
  ])('%j (super admin %s) -> %s', (message, superAdmin, hidden) => {
    expect(isHiddenMessage(message, superAdmin)).toBe(hidden);
  });
});

describe('chatMessages and footerChoices', () => {
  const turn: VisibilityTurn = {
    from: 'bot',
    messages: [text('hi'), { type: 'VG_Response' }, choice('a', 'b')],
  };

  it('keeps choices in the chat for other layouts', () => {
    expect(chatMessages(turn, { buttonsLayout: 'horizontal' })).toEqual([
      text('hi'),
      choice('a', 'b'),
    ]);
    expect(footerChoices([turn], 'horizontal')).toEqual([]);
  });

  it('moves choices of the latest bot turn above the footer', () => {
    expect(chatMessages(turn, { buttonsLayout: 'in-footer' })).toEqual([text('hi')]);
    expect(footerChoices([turn], 'in-footer')).toEqual([choice('a', 'b')]);
    expect(footerChoices([turn, { from: 'human', messages: [text('a')] }], 'in-footer')).toEqual(
      [],
    );
    expect(footerChoices([], 'in-footer')).toEqual([]);
  });
});

describe('turn interactivity', () => {
  it.each([
    [2, 3, true],
    [1, 3, false],
    [0, 1, true],
    [0, 0, false],
  ])('turn %i of %i actionable -> %s', (index, count, expected) => {
    expect(isTurnActionable(index, count)).toBe(expected);
  });

  it('reads button names from the payload', () => {
    expect(messageButtonNames(choice('a', 'VG_Block'))).toEqual(['a', 'VG_Block']);
    expect(messageButtonNames(text('x'))).toEqual([]);
    expect(messageButtonNames({ type: 'choice' })).toEqual([]);
  });

  it('blocks input only while a VG_Block turn is the latest', () => {
    const blocking: VisibilityTurn = { from: 'bot', messages: [choice('Yes', 'VG_Block')] };
    const reply: VisibilityTurn = { from: 'human', messages: [text('Yes')] };
    expect(latestTurnBlocksInput([blocking])).toBe(true);
    expect(latestTurnBlocksInput([blocking, reply])).toBe(false);
    expect(latestTurnBlocksInput([])).toBe(false);
  });

  it.each([
    [{ isLatestTurn: true, manualControl: false }, false],
    [{ isLatestTurn: false, manualControl: false }, true],
    [{ isLatestTurn: true, manualControl: true }, true],
    [
      { isLatestTurn: false, manualControl: true, inCard: true, alwaysEnableCardButtons: true },
      false,
    ],
    [{ isLatestTurn: false, manualControl: false, inCard: true }, true],
  ])('dropdown buttons %j disabled -> %s', (context, expected) => {
    expect(isDropdownButtonDisabled(context)).toBe(expected);
  });

  it('detects the end of the chat in the last turn only', () => {
    const ended: VisibilityTurn = { from: 'bot', messages: [text('bye'), { type: 'end' }] };
    expect(lastTurnEndsChat([ended])).toBe(true);
    expect(lastTurnEndsChat([ended, { from: 'human', messages: [text('hi')] }])).toBe(false);
    expect(lastTurnEndsChat([])).toBe(false);
  });
});
