import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete window.VG;
  delete window.VG_CONFIG;
  document.body.innerHTML = '';
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loader entry', () => {
  it('installs window.VG from VG_CONFIG once, even when pasted twice', async () => {
    window.VG_CONFIG = { ID: 'agent-1', origin: 'https://chat.example' };
    await import('./index');
    const first = window.VG;
    expect(first && Object.keys(first).sort()).toEqual([
      'close',
      'on',
      'open',
      'sendMessage',
      'setUser',
      'setVariables',
      'toggle',
    ]);
    vi.resetModules();
    await import('./index');
    expect(window.VG).toBe(first);
    expect(document.querySelectorAll('.vgw')).toHaveLength(1);
  });

  it('warns and installs nothing without an agent ID', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await import('./index');
    expect(window.VG).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no agent ID'));
  });
});
