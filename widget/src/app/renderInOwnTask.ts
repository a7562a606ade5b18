import { options } from 'preact';

/**
 * Preact renders a state change in a microtask: before the promises the
 * same task has started go on. The chat renders in a task of its own
 * instead (a MessageChannel message: not throttled like a timer in a hidden
 * frame), so what the data code does next (send the first prompt once the
 * agent has arrived, read a reply's next frame) is not held behind a
 * render, and a render is not added to the data work's task: on a phone,
 * two shorter tasks instead of one long one.
 */
export function renderInOwnTask(): void {
  const channel = new MessageChannel();
  let render: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const run = render;
    render = null;
    run?.();
  };
  options.debounceRendering = (next) => {
    render = next;
    channel.port2.postMessage(null);
  };
}
