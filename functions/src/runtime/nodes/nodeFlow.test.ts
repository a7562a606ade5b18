import { describe, expect, it } from 'vitest';
import type { AgentNode } from '@vg/common';
import { takenExit } from './nodeFlow';

const step = {
  id: 'kind',
  type: 'default',
  data: {
    label: 'Customer type',
    exits: [
      { id: 'yes', label: 'Yes', target: 'a' },
      { id: 'done', label: 'Done', target: 'end' },
      { id: 'new', label: 'New customer', match: 'first time, never ordered', target: 'b' },
      { id: 'loose', label: 'Unconnected' },
    ],
  },
} as AgentNode;

const taken = (message: string) => takenExit(step, message)?.id ?? null;

describe('the exit a typed message takes', () => {
  it('is the one whose label it is, whatever the case, punctuation and spacing', () => {
    expect(taken('Done')).toBe('done');
    expect(taken('  done!! ')).toBe('done');
    expect(taken('YES.')).toBe('yes');
    expect(taken('new   customer')).toBe('new');
  });

  it('is taken when the message says a label or phrase word for word, or all its terms', () => {
    expect(taken("I'm done, thanks")).toBe('done');
    expect(taken('yes please')).toBe('yes');
    expect(taken("it's my first time")).toBe('new');
    expect(taken('I have never ordered before')).toBe('new');
    expect(taken('a new customer here')).toBe('new');
  });

  it('is none for other messages, empty ones and exits that lead nowhere', () => {
    expect(taken('How long does shipping take?')).toBeNull();
    expect(taken('  ?! ')).toBeNull();
    expect(taken('Unconnected')).toBeNull();
    // A word that merely contains a label is not the label.
    expect(taken('undone')).toBeNull();
  });
});
