import { XMLParser } from 'fast-xml-parser';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { safeFetch, type FetchOptions } from './safeFetch';

/** Chosen: a sitemap index leads to at most 10 sitemaps. */
const MAX_SITEMAPS = 10;

const parser = new XMLParser({
  ignoreAttributes: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface SitemapXml {
  urlset?: { url?: { loc?: unknown }[] };
  sitemapindex?: { sitemap?: { loc?: unknown }[] };
}

/**
 * The page addresses a site lists in its sitemaps (robots.txt's Sitemap
 * lines, else /sitemap.xml), following a sitemap index one level down, in
 * the order listed and without repeats.
 */
export async function sitemapUrls(
  origin: string,
  named: readonly string[],
  options: FetchOptions,
): Promise<string[]> {
  const queue = named.length > 0 ? [...named] : [`${origin}/sitemap.xml`];
  const pages: string[] = [];
  const seen = new Set<string>();
  let read = 0;
  while (queue.length > 0 && read < MAX_SITEMAPS) {
    const sitemapUrl = queue.shift()!;
    read += 1;
    const answer = await safeFetch(sitemapUrl, {
      ...options,
      headers: { accept: 'application/xml,text/xml' },
    });
    if (answer.status !== 200) {
      if (read === 1 && queue.length === 0) {
        throw new KnowledgeSourceError(
          `No sitemap was found at ${sitemapUrl} (it answered ${answer.status}): add the site's pages as a list of URLs instead.`,
        );
      }
      continue;
    }
    let xml: SitemapXml;
    try {
      xml = parser.parse(answer.body.toString('utf8')) as SitemapXml;
    } catch {
      throw new KnowledgeSourceError(
        `The sitemap ${sitemapUrl} is not valid XML: add the pages as a list of URLs instead.`,
      );
    }
    for (const entry of xml.sitemapindex?.sitemap ?? []) {
      if (typeof entry.loc === 'string') queue.push(entry.loc.trim());
    }
    for (const entry of xml.urlset?.url ?? []) {
      const loc = typeof entry.loc === 'string' ? entry.loc.trim() : '';
      if (loc && !seen.has(loc)) {
        seen.add(loc);
        pages.push(loc);
      }
    }
  }
  if (pages.length === 0) {
    throw new KnowledgeSourceError(
      `The sitemap of ${origin} lists no pages: add the site's pages as a list of URLs instead.`,
    );
  }
  return pages;
}
