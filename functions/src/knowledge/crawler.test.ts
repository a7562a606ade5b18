import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { startLocalSite, useLocalBucket } from '../testing/localServices';
import { seedAgent } from '../testing/seed';
import { askAgent } from '../testing/askAgent';
import { useApiHarness } from '../testing/useApiHarness';
import { htmlMainText } from './htmlMainText';
import { planUrlSources } from './planUrlSources';
import { refreshUrlSources } from './refreshUrlSources';
import { isPublicAddress, safeFetch } from './safeFetch';

/** The stack's website, copied so a test can change a page. */
const siteDir = mkdtempSync(join(tmpdir(), 'vg-site-'));
let site: Awaited<ReturnType<typeof startLocalSite>>;
let allowed: { allowedOrigins: Set<string> };

beforeAll(async () => {
  const pages = (await startLocalSite()).pagesDir;
  cpSync(pages, siteDir, { recursive: true });
  site = await startLocalSite(siteDir);
  allowed = { allowedOrigins: new Set([site.origin]) };
  process.env.VG_CRAWL_ALLOWED_ORIGINS = site.origin;
});
afterAll(async () => {
  delete process.env.VG_CRAWL_ALLOWED_ORIGINS;
  await site?.close();
});

useLocalBucket();
const { api, owner, visitor } = useApiHarness();
const db = () => dbFor('eu');

describe('main text of a page', () => {
  it('drops the menu and footer of a page without landmarks (reader view)', () => {
    const html = readFileSync(join(siteDir, 'about.html'), 'utf8');
    const { title, text } = htmlMainText(html, `${site.origin}/about.html`);
    expect(title).toBe('About Glowbird');
    expect(text).toContain('Glowbird was founded in 2014 by the lamp maker Mari Tamm');
    expect(text).toContain('We source our brass from a foundry in Tartu');
    expect(text).not.toMatch(/Workshop visits|Lamp care|newsletter|Copyright/);
  });
});

describe('what a crawl reads', () => {
  it("takes the sitemap's pages on the same site that robots.txt allows", async () => {
    const plan = await planUrlSources(
      { urls: [`${site.origin}/`], crawl: 'sitemap' },
      new Set(),
      allowed,
    );
    expect(plan.urls).toEqual(
      ['/', '/workshop.html', '/care.html', '/about.html', '/assembly-guide.pdf'].map(
        (path) => `${site.origin}${path}`,
      ),
    );
    expect(plan.skipped).toEqual([
      {
        url: `${site.origin}/private/staff.html`,
        reason: `The site's robots.txt asks crawlers not to read ${site.origin}/private/staff.html, so it was left out.`,
      },
      {
        url: 'https://elsewhere.example/lamps.html',
        reason:
          'https://elsewhere.example/lamps.html is on another site than 127.0.0.1, so the crawl left it out.',
      },
    ]);
  });

  it('stops at the page limit, skips known pages and honours robots.txt for a list', async () => {
    const plan = await planUrlSources(
      { urls: [site.origin], crawl: 'sitemap' },
      new Set([`${site.origin}/`]),
      allowed,
      2,
    );
    expect(plan.urls).toEqual([`${site.origin}/workshop.html`, `${site.origin}/care.html`]);
    expect(plan.skipped.map((s) => s.reason)).toEqual(
      expect.arrayContaining([
        `${site.origin}/ is already a source of this agent.`,
        'Left out: one request reads at most 2 pages. Add the rest as a list of URLs.',
      ]),
    );
    const list = await planUrlSources(
      {
        urls: [
          `${site.origin}/private/staff.html`,
          'ftp://example.com/x',
          `${site.origin}/care.html`,
        ],
        crawl: 'pages',
      },
      new Set(),
      allowed,
    );
    expect(list.urls).toEqual([`${site.origin}/care.html`]);
    expect(list.skipped.map((s) => s.reason)).toEqual([
      'ftp: addresses cannot be read: enter an http(s) address.',
      expect.stringContaining('robots.txt asks crawlers not to read'),
    ]);
  });
});

describe('the server fetch cannot reach internal hosts', () => {
  it.each([
    'http://127.0.0.1:8080/',
    'http://10.0.0.7/admin',
    'http://169.254.169.254/computeMetadata/v1/',
    'http://[::1]:5001/',
    'http://[::ffff:127.0.0.1]/',
    'http://localhost:9099/',
    'http://metadata.google.internal/',
  ])('%s is refused', async (url) => {
    await expect(safeFetch(url, { allowedOrigins: new Set() })).rejects.toThrow(
      /is not a public web address/,
    );
  });

  it('knows public from private addresses', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1::1')).toBe(true);
    for (const address of [
      '192.168.1.1',
      '172.16.0.1',
      '100.64.0.1',
      '0.0.0.0',
      'fd00::1',
      'fe80::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('the local site only because the stack allows its origin', async () => {
    await expect(safeFetch(`${site.origin}/`, { allowedOrigins: new Set() })).rejects.toThrow(
      /not a public web address/,
    );
    expect((await safeFetch(`${site.origin}/`, allowed)).status).toBe(200);
  });
});

describe('POST /agents/{id}/kb/urls and the refresh', () => {
  it('crawls the site into sources the agent answers from, each page named by its title', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/kb/urls`, {
      token: owner.idToken,
      body: { urls: [`${site.origin}/`], crawl: 'sitemap', refreshRate: '24h', tags: ['site'] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.sourceIds).toHaveLength(5);
    expect((answer.body.skipped as { url: string }[]).map((s) => s.url)).toEqual([
      `${site.origin}/private/staff.html`,
      'https://elsewhere.example/lamps.html',
    ]);
    const sources = (await db().collection(`voiceglow/${agentId}/kb`).get()).docs.map((d) =>
      d.data(),
    );
    expect(sources.map((s) => [s.name, s.status]).sort()).toEqual([
      ['About Glowbird', 'SUCCESS'],
      ['Glowbird Lamps', 'SUCCESS'],
      ['Lamp care', 'SUCCESS'],
      ['Workshop visits', 'SUCCESS'],
      ['assembly-guide.pdf', 'SUCCESS'],
    ]);
    const workshop = sources.find((s) => s.name === 'Workshop visits')!;
    expect(workshop).toMatchObject({
      sourceType: 'url',
      url: `${site.origin}/workshop.html`,
      refreshRate: '24h',
      tags: ['site'],
      etag: expect.any(String),
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(workshop.content).toMatch(
      /^# Workshop visits\n\nWorkshop tours run every Thursday at 15:00/,
    );
    expect(workshop.content).not.toMatch(/newsletter|Assembly guide \(PDF\)|Glowbird Lamps OÜ/);
    expect(workshop.nextRefreshAt.toMillis() - workshop.lastFetchedAt.toMillis()).toBe(86_400_000);
    expect(sources.every((s) => !JSON.stringify(s).includes('GLOWSTAFF77'))).toBe(true);

    const reply = await askAgent(
      api.call,
      visitor.idToken,
      agentId,
      'How long does assembly take, and do I need tools?',
    );
    expect(reply).toContain('Assembly takes about ten minutes and needs no tools.');
  });

  it('leaves a page that fails in ERROR with its reason, next to the pages that worked', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/kb/urls`, {
      token: owner.idToken,
      body: {
        urls: [`${site.origin}/care.html`, `${site.origin}/gone.html`, `${site.origin}/site.css`],
      },
    });
    const ids = answer.body.sourceIds as string[];
    const read = await Promise.all(
      ids.map(async (id) => (await db().doc(`voiceglow/${agentId}/kb/${id}`).get()).data()!),
    );
    expect(read.map((s) => [s.status, s.error])).toEqual([
      ['SUCCESS', undefined],
      [
        'ERROR',
        `${site.origin}/gone.html answered 404; the page does not exist (any more): check the address.`,
      ],
      [
        'ERROR',
        `${site.origin}/site.css is text/css, not a web page or a PDF, DOCX, TXT, Markdown or CSV document: add a page with text.`,
      ],
    ]);
    expect(read[0]!.nextRefreshAt).toBeUndefined();
  });

  it('re-reads only what changed when a source is due', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const added = await api.call('POST', `/api/eu/agents/${agentId}/kb/urls`, {
      token: owner.idToken,
      body: {
        urls: [`${site.origin}/workshop.html`, `${site.origin}/care.html`],
        refreshRate: '1h',
      },
    });
    const [workshopId, careId] = added.body.sourceIds as string[];
    const ref = (id: string) => db().doc(`voiceglow/${agentId}/kb/${id}`);
    const before = (await ref(careId!).get()).data()!;
    const inTwoHours = Date.now() + 2 * 3_600_000;

    const answered304 = site.notModified();
    const unchanged = await refreshUrlSources(db(), inTwoHours, allowed);
    expect(unchanged.changed).toBe(0);
    // Both pages were asked for with their ETag, and neither was sent again.
    expect(site.notModified() - answered304).toBe(2);
    const care = (await ref(careId!).get()).data()!;
    expect(care.content).toBe(before.content);
    expect(care.lastFetchedAt.toMillis()).toBe(inTwoHours);
    expect(care.nextRefreshAt.toMillis()).toBe(inTwoHours + 3_600_000);

    const file = join(siteDir, 'care.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('once a month', 'once a week'));
    const later = inTwoHours + 2 * 3_600_000;
    const summary = await refreshUrlSources(db(), later, allowed);
    expect(summary.changed).toBeGreaterThanOrEqual(1);
    expect((await ref(careId!).get()).data()!.content).toContain(
      'Dust the linen shade with a dry microfibre cloth once a week.',
    );
    expect((await ref(workshopId!).get()).data()!.lastFetchedAt.toMillis()).toBe(later);
  });
});
