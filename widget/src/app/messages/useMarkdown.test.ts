import { describe, expect, it } from 'vitest';
import { hasMarkup } from './useMarkdown';

describe('hasMarkup', () => {
  it('lets plain sentences skip the markdown renderer', () => {
    expect(hasMarkup('Standard shipping takes 3-5 days and is free above 50 EUR.')).toBe(false);
    expect(hasMarkup('Hi! Ask me anything about your order.\nWe answer fast.')).toBe(false);
  });

  it('sends anything markdown, HTML or a link could change to the renderer', () => {
    for (const text of [
      'This is **bold**',
      '- a list',
      '1. first',
      '# Title',
      'see [docs](x)',
      'a <b>tag</b>',
      'Tom &amp; Jerry',
      'https://example.com',
      'www.example.com',
      'mail me@example.com',
      '`code`',
    ])
      expect(hasMarkup(text), text).toBe(true);
  });
});
