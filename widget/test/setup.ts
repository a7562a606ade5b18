import { afterAll, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetChat } from './resetChat';

// findBy* and waitFor wait for a condition; on a busy CI machine a render can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that UI components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Message components throw on malformed payloads on purpose (the error
// boundary shows the text); React reports each such throw on console.error.
// Those expected reports are dropped so real errors stay visible.
// The test files share one worker, which runs this file before each of them:
// the filter wraps the console's own method once.
const consoleError = console.error as typeof console.error & { unfiltered?: typeof console.error };
const reportToConsole = consoleError.unfiltered ?? consoleError;
console.error = Object.assign(
  (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (/Cannot show |The above error occurred|error boundary/.test(text)) return;
    reportToConsole(...args);
  },
  { unfiltered: reportToConsole },
);

// The files share one module graph and one jsdom (isolate: false): each
// starts from a fresh page and a fresh chat.
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('class');
  resetChat();
});

// Preact runs effects after paint: a requestAnimationFrame raced by a 35 ms
// timer. A timer still pending when a file ends would fire after jsdom is
// gone ('cancelAnimationFrame is not defined'): each file unmounts what it
// rendered and lets those timers fire first.
afterAll(async () => {
  cleanup();
  await new Promise<void>((resolve) => setTimeout(resolve, 100));
  // Whatever a file faked or stubbed stays with that file.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
