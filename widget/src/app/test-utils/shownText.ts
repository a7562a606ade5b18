import type { SelectorMatcherOptions } from '@testing-library/react';

/**
 * Text queries that match what is on screen, not the polite live region,
 * which reads a new reply out with the same words once it has appeared.
 */
export const ON_SCREEN: SelectorMatcherOptions = { ignore: 'script, style, [aria-live]' };
