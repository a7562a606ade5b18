import { describe, expect, it } from 'vitest';
import { iframeUrl, readConfig } from './readConfig';

function script(
  attributes: Record<string, string>,
  src = 'https://chat.example.com/widget/loader.js',
) {
  const element = document.createElement('script');
  element.src = src;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('readConfig', () => {
  it('reads a one-line snippet from data- attributes', () => {
    const config = readConfig(
      script({
        'data-agent-id': 'a1',
        'data-region': 'eu',
        'data-render': 'bottom-left',
        'data-user-name': 'Dana',
        'data-autostart': '',
        'data-color': '#ca8a04',
        'data-text-color': '#0f172a',
      }),
      undefined,
      'https://shop.example',
    );
    expect(config).toMatchObject({
      agentId: 'a1',
      region: 'eu',
      mode: 'popup',
      left: true,
      autostart: true,
      user: { name: 'Dana' },
      origin: 'https://chat.example.com',
      stylesheets: [],
      color: '#ca8a04',
      textColor: '#0f172a',
    });
  });

  it('lets window.VG_CONFIG override the attributes', () => {
    const config = readConfig(
      script({ 'data-agent-id': 'a1', 'data-region': 'eu' }),
      {
        ID: 'a2',
        region: 'na',
        render: 'full-width',
        stylesheets: ['https://cdn.example/s.css'],
        user: { email: 'x@y.z' },
        userID: 'u-7',
        autostart: false,
      },
      'https://shop.example',
    );
    expect(config).toMatchObject({
      agentId: 'a2',
      region: 'na',
      mode: 'full',
      stylesheets: ['https://cdn.example/s.css'],
      user: { email: 'x@y.z' },
      userID: 'u-7',
      autostart: false,
    });
  });

  it('picks the mode: a target makes a chatbox, modalMode a modal, default a bottom-right popup', () => {
    const base = { ID: 'a' };
    expect(readConfig(null, { ...base, root: 'box' }, 'https://p')?.mode).toBe('inline');
    expect(readConfig(null, { ...base, modalMode: true }, 'https://p')?.mode).toBe('modal');
    expect(readConfig(null, base, 'https://p')).toMatchObject({
      mode: 'popup',
      left: false,
      region: 'na',
    });
  });

  it('falls back to the page origin without a script src, and needs an agent ID', () => {
    expect(readConfig(null, { ID: 'a' }, 'https://page.example')?.origin).toBe(
      'https://page.example',
    );
    expect(readConfig(script({}), {}, 'https://p')).toBeNull();
  });

  it('builds the chat URL with the mode, the host origin and extra query', () => {
    const config = readConfig(
      null,
      { ID: 'a b', region: 'eu', query: 'lang=de' },
      'https://chat.test',
    )!;
    expect(iframeUrl(config, 'https://shop.example')).toBe(
      'https://chat.test/app/eu/render/a%20b/iframe?embed=popup&host=https%3A%2F%2Fshop.example&lang=de',
    );
  });
});
