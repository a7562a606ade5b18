import { describe, expect, inject, it } from 'vitest';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;

/** The headers Hosting (here its emulator, reading firebase.json) sends for a path. */
async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return response.headers;
}

describe('Hosting security headers (firebase.json)', () => {
  it('keeps the dashboard out of other sites’ frames, with nosniff and a referrer policy', async () => {
    for (const path of ['/login', '/app/eu/agents', '/widget/demo']) {
      const headers = await headersOf(path);
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets any site frame the chat page, as embedding is its job', async () => {
    const headers = await headersOf('/app/eu/render/demo-plain-eu/iframe');
    expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(headers.get('content-security-policy')).not.toContain("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBeNull();
  });

  it('caches the hashed script and style files for a year, never the pages that name them', async () => {
    const page = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
      return response.text();
    };
    const assets = [
      ...(await page('/app/eu/agents')).matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g),
      ...(await page('/app/eu/render/demo-plain-eu/iframe')).matchAll(
        /"(\/widget\/assets\/[^"]+\.(?:js|css))"/g,
      ),
    ].map((match) => match[1] as string);
    expect(assets.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(assets.some((path) => path.startsWith('/widget/assets/'))).toBe(true);
    for (const path of assets)
      expect((await headersOf(path)).get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
    expect((await headersOf('/widget/loader.js')).get('cache-control')).toBe('public, max-age=300');
  });
});
