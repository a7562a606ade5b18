import { describe, expect, it } from 'vitest';
import { editorTabFromRoute, editorTabHref } from './editorTabs';

const q = (s = '') => new URLSearchParams(s);

describe('editor tab addresses', () => {
  it('maps sub-paths to tabs', () => {
    expect(editorTabFromRoute('overview', q())).toBe('overview');
    expect(editorTabFromRoute('overview', q('view=theme'))).toBe('theme');
    expect(editorTabFromRoute('kb', q('doc_id=1'))).toBe('sources');
    expect(editorTabFromRoute('settings', q('tab=handoff'))).toBe('settings');
    expect(editorTabFromRoute('channels/voice', q())).toBe('channels');
    expect(editorTabFromRoute('prompt', q())).toBe('prompt');
    expect(editorTabFromRoute('nodes', q())).toBe('prompt');
    expect(editorTabFromRoute('tools', q())).toBe('tools');
    expect(editorTabHref('/app/eu/agents/a1', 'tools', q())).toBe('/app/eu/agents/a1/tools');
  });
  it('builds tab links that keep vg_id and nothing else', () => {
    const base = '/app/eu/agents/vf';
    expect(editorTabHref(base, 'theme', q('vg_id=a1&doc_id=2'))).toBe(
      '/app/eu/agents/vf/overview?vg_id=a1&view=theme',
    );
    expect(editorTabHref('/app/eu/agents/a1', 'sources', q('view=theme'))).toBe(
      '/app/eu/agents/a1/kb',
    );
  });
});
