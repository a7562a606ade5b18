import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a condition; on a busy CI machine a render can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Files that drive a real browser run in Node (`@vitest-environment node`).
if (typeof window !== 'undefined') {
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

  // Comboboxes scroll their selected option into view.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
