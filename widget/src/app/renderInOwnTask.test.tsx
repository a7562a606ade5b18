import { options, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInOwnTask } from './renderInOwnTask';

const before = options.debounceRendering;
afterEach(() => {
  options.debounceRendering = before;
  document.body.innerHTML = '';
});

describe('renderInOwnTask', () => {
  it('renders a state change after the promises of the task that made it, in a task of its own', async () => {
    let setCount: (count: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      setCount = set;
      return <p>{count}</p>;
    }
    renderInOwnTask();
    render(<Counter />, document.body);
    expect(document.body.textContent).toBe('0');

    setCount(1);
    // A chain of promises (a request sent once the agent has arrived) goes first.
    await Promise.resolve();
    await Promise.resolve();
    expect(document.body.textContent).toBe('0');
    // Then the render, in a task of its own.
    await vi.waitFor(() => expect(document.body.textContent).toBe('1'));
  });
});
