import { describe, expect, it } from 'vitest';
import { EMBED_STYLES, buildEmbedSnippet, loaderUrl, type SnippetOptions } from './embedSnippets';

const options: SnippetOptions = {
  origin: 'https://app.example.com',
  agentId: 'agent123',
  region: 'eu',
  render: 'bottom-right',
  version: 'live',
  autostart: false,
  withVisitor: false,
};

describe('embed snippets', () => {
  it('every loader style sets the agent, region and render mode and loads the loader', () => {
    for (const style of ['chatbox', 'popup', 'modal', 'full-html'] as const) {
      const snippet = buildEmbedSnippet(style, options);
      expect(snippet).toContain('ID: "agent123"');
      expect(snippet).toContain('region: "eu"');
      expect(snippet).toContain('render: "bottom-right"');
      expect(snippet).toContain(
        '<script src="https://app.example.com/widget/loader.js" defer></script>',
      );
    }
  });
  it('chatbox mounts into its div; modal sets modalMode', () => {
    expect(buildEmbedSnippet('chatbox', options)).toMatch(
      /<div id="VG_OVERLAY_CONTAINER"[\s\S]*root: "VG_OVERLAY_CONTAINER"/,
    );
    expect(buildEmbedSnippet('modal', options)).toContain('modalMode: true');
    expect(buildEmbedSnippet('popup', options)).not.toContain('modalMode');
  });
  it('iframe is the bare render page with no loader', () => {
    const snippet = buildEmbedSnippet('iframe', options);
    expect(snippet).toContain('src="https://app.example.com/app/eu/render/agent123/iframe"');
    expect(snippet).not.toContain('loader.js');
  });
  it('full HTML is a whole page', () => {
    const snippet = buildEmbedSnippet('full-html', options);
    expect(snippet.startsWith('<!doctype html>')).toBe(true);
    expect(snippet).toContain('</html>');
  });
  it('optional visitor fields, autostart and the dev loader', () => {
    const snippet = buildEmbedSnippet('popup', {
      ...options,
      autostart: true,
      withVisitor: true,
      version: 'dev',
    });
    expect(snippet).toContain('autostart: true');
    expect(snippet).toContain('user: { name: "", email: "", phone: "" }');
    expect(snippet).toContain('userID: ""');
    expect(snippet).toContain(loaderUrl(options.origin, 'dev'));
  });
  it('popup, modal and the full page carry the launcher colours; chatbox and full width have no launcher', () => {
    const launcher = { color: '#ca8a04', onColor: '#0f172a' };
    for (const style of ['popup', 'modal', 'full-html'] as const) {
      const snippet = buildEmbedSnippet(style, { ...options, launcher });
      expect(snippet).toContain('color: "#ca8a04",');
      expect(snippet).toContain('textColor: "#0f172a",');
      expect(
        buildEmbedSnippet(style, { ...options, launcher, render: 'full-width' }),
      ).not.toContain('color');
    }
    expect(buildEmbedSnippet('chatbox', { ...options, launcher })).not.toContain('color');
    expect(buildEmbedSnippet('popup', options)).not.toContain('color');
  });
  it('has five styles', () => {
    expect(EMBED_STYLES).toEqual(['chatbox', 'popup', 'iframe', 'modal', 'full-html']);
  });
});
