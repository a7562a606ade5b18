import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Embed and iFrame', () => {
  it('frames a page at the default height of 500 px', async () => {
    renderMessage(bot('iFrame', { url: 'https://maps.example.com/embed' }));
    const frame = (await screen.findByTitle('Embedded content')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://maps.example.com/embed');
    expect(frame.getAttribute('height')).toBe('500');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('frames markup in a sandbox without our origin, at its own height', async () => {
    renderMessage(bot('Embed', { html: '<p>calendar</p>', height: 200 }));
    const frame = (await screen.findByTitle('Embedded content')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe('<p>calendar</p>');
    expect(frame.getAttribute('height')).toBe('200');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('refuses a non-http URL', async () => {
    renderMessage(bot('Embed', { url: 'javascript:alert(1)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot show Embed message (no http(s) url or html)',
    );
  });

  it('shows an error for a malformed height', async () => {
    renderMessage(bot('iFrame', { url: 'https://x.test', height: -5 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show iFrame message \(item\.payload\.height/,
    );
  });
});
