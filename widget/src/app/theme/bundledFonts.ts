/**
 * The fonts the product serves itself (from `@fontsource` packages, built
 * into the widget's assets): a visitor's browser never asks a font host.
 * DM Sans, the default, is declared in the main stylesheet (main.tsx), so
 * the first open asks for no extra CSS; each other font loads as its own
 * small CSS chunk with the `@font-face` rules. The browser then fetches only
 * the weights and subsets the page uses. The widget uses two weights: 400 and
 * 700 (600 falls to 700).
 * Keys are lower-case font names.
 */
const BUNDLED_FONTS: Record<string, () => Promise<unknown>> = {
  'dm sans': () => Promise.resolve(),
  inter: () =>
    Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')]),
  rubik: () =>
    Promise.all([import('@fontsource/rubik/400.css'), import('@fontsource/rubik/700.css')]),
};

const loaded = new Set<string>();

/**
 * Loads the `@font-face` rules of `font` when the product bundles it, and
 * says whether it does. Another name is only named in the font stack: a
 * visitor who has it installed sees it, everyone else the system font.
 */
export function loadBundledFont(font: string): boolean {
  const key = font.trim().toLowerCase();
  const load = BUNDLED_FONTS[key];
  if (!load) return false;
  if (!loaded.has(key)) {
    loaded.add(key);
    void load().catch((error: unknown) => {
      loaded.delete(key);
      console.warn(`font ${font} could not be loaded`, error);
    });
  }
  return true;
}
