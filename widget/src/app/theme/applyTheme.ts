import { DEFAULT_FONT } from '@vg/common/constants';
import type { Agent } from '@vg/common/schemas/agent';
import { postToHost } from '../host/hostBridge';
import { loadBundledFont } from './bundledFonts';
import { customThemeVariables } from './customTheme';
import { builtInTheme } from './themes';

/**
 * Puts the agent's look on the document: theme variables (custom theme over
 * the named one), the font, the owner's ADVANCED_customCSS and the
 * stylesheets the embed snippet lists.
 */
export function applyTheme(agent: Agent | null, stylesheets: readonly string[], doc = document) {
  const variables = {
    ...builtInTheme(agent?.theme),
    ...(customThemeVariables(agent?.customThemeJSONString) ?? {}),
  };
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  // The launcher on the host page follows the agent's colours (and keeps them after a reload).
  const [color, onColor] = [variables['--vg-primary'], variables['--vg-on-primary']];
  if (agent && color && onColor) postToHost({ type: 'theme', payload: { color, onColor } });
  const font = agent?.fontFamily || DEFAULT_FONT;
  root.style.setProperty('--vg-font', `'${font.replace(/'/g, '')}', system-ui, sans-serif`);
  loadBundledFont(font);
  setStyle('vg-custom-css', agent?.ADVANCED_customCSS ?? '', doc);
  setStylesheets(stylesheets, doc);
}

function setStyle(id: string, css: string, doc: Document) {
  let style = doc.getElementById(id) as HTMLStyleElement | null;
  if (!css) return style?.remove();
  if (!style) {
    style = doc.createElement('style');
    style.id = id;
    doc.head.appendChild(style);
  }
  // Custom CSS goes last so it wins over the widget's own rules.
  if (style.textContent !== css) style.textContent = css;
}

function setStylesheets(urls: readonly string[], doc: Document) {
  const wanted = urls.filter((url) => /^https?:\/\//.test(url));
  doc.querySelectorAll('link[data-vg-stylesheet]').forEach((link) => {
    if (!wanted.includes(link.getAttribute('href') ?? '')) link.remove();
  });
  const present = new Set(
    Array.from(doc.querySelectorAll('link[data-vg-stylesheet]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of wanted) {
    if (present.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.vgStylesheet = '';
    doc.head.appendChild(link);
  }
}
