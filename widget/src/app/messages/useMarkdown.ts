import { use, useMemo } from 'react';

/**
 * Anything markdown, HTML or a link could make of a text: list and heading
 * starts, emphasis and code signs, brackets, tags and entities, bare links.
 * A text with none of them renders the same as plain text.
 */
const MARKUP = /[*_`#>[\]<&|~\\]|^\s*(?:[-+]|\d+[.)])\s|https?:|www\.|@/m;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

let markdown: Promise<typeof import('./markdown')> | null = null;

/**
 * The sanitised HTML of a bot text, or null when the text is plain: the
 * markdown renderer and the sanitiser (about 23 KB compressed) load only
 * for the first text that needs them (the message suspends meanwhile).
 */
export function useMarkdown(text: string): string | null {
  const module = hasMarkup(text) ? use((markdown ??= import('./markdown'))) : null;
  return useMemo(() => (module ? module.renderMarkdown(text) : null), [module, text]);
}
