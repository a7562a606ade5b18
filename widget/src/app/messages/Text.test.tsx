import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Text', () => {
  it('renders bot markdown as formatted, sanitised HTML', async () => {
    const { container } = renderMessage(
      bot('text', {
        message:
          'Hello **there**\n- one\n- [link](https://example.com)<img src=x onerror=alert(1)><script>alert(2)</script>',
      }),
    );
    expect(await screen.findByText('there')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'link' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the visitor own text verbatim, never as markup', async () => {
    const { container } = renderMessage({
      from: 'human',
      type: 'text',
      item: { payload: { message: '**not bold** <b>raw</b>' } },
    });
    expect(await screen.findByText('**not bold** <b>raw</b>')).toBeTruthy();
    expect(container.querySelector('strong, b')).toBeNull();
  });

  it('shows an image carried with the text', async () => {
    const { container } = renderMessage(
      bot('text', { message: 'Look', image: 'https://img.test/a.png' }),
    );
    await screen.findByText('Look');
    expect(container.querySelector('img.vg-text-image')?.getAttribute('src')).toBe(
      'https://img.test/a.png',
    );
  });

  it('shows unknown message types that carry text as text', async () => {
    renderMessage(bot('VG_Custom', { message: 'from a newer runtime' }));
    expect(await screen.findByText('from a newer runtime')).toBeTruthy();
  });

  it('skips unknown message types without text', () => {
    const { container } = renderMessage(bot('VG_Custom', { something: 1 }));
    expect(container.innerHTML).toBe('');
  });

  it('shows the error text in place of a malformed text message', async () => {
    renderMessage(bot('text', { message: 42 }));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toMatch(/Cannot show text message \(item\.payload\.message: /);
  });
});
