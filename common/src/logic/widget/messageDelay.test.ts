import { describe, expect, it } from 'vitest';
import {
  botMessageDelayMs,
  displayDelayMs,
  revealSchedule,
  turnsUpdateDelayMs,
} from './messageDelay';

describe('botMessageDelayMs', () => {
  it.each([
    [{}, undefined, 1000],
    [{}, null, 1000],
    [{}, 250, 250],
    [{}, 0, 0],
    [{ delay: 400 }, 250, 400],
    [{ delay: 0 }, 250, 0],
    [{ delay: -1 }, 250, 250],
    [{ delay: null }, undefined, 1000],
    [{}, Number.NaN, 1000],
  ])('%j with agent %j -> %i', (message, agentDelay, expected) => {
    expect(botMessageDelayMs(message, agentDelay)).toBe(expected);
  });
});

describe('displayDelayMs and revealSchedule', () => {
  it.each([
    [{ from: 'bot' }, {}, 1000],
    [{ from: 'human', delay: 500 }, {}, 0],
    [{ from: 'bot', delay: 500 }, { isFirstLoad: true }, 0],
    [{ from: 'bot' }, { messageDelayMS: 300 }, 300],
  ])('%j in %j -> %i', (message, context, expected) => {
    expect(displayDelayMs(message, context)).toBe(expected);
  });

  it('adds delays so messages come one at a time', () => {
    expect(revealSchedule([{ from: 'bot' }, { from: 'bot', delay: 200 }, { from: 'bot' }])).toEqual(
      [1000, 1200, 2200],
    );
    expect(revealSchedule([{ from: 'bot' }, { from: 'bot' }], { isFirstLoad: true })).toEqual([
      0, 0,
    ]);
    expect(revealSchedule([])).toEqual([]);
  });

  it('delays turns by 1000 ms only with nodes enabled', () => {
    expect(turnsUpdateDelayMs(true)).toBe(1000);
    expect(turnsUpdateDelayMs(false)).toBe(0);
    expect(turnsUpdateDelayMs(undefined)).toBe(0);
  });
});
