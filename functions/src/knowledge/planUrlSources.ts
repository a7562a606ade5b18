import { KNOWLEDGE_CRAWL_PAGE_LIMIT, type SkippedUrl } from '@vg/common';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { parseSourceUrl, sameSite, type FetchOptions } from './safeFetch';
import { robotsRefusal, siteRobots, type SiteRobots } from './siteRobots';
import { sitemapUrls } from './sitemapUrls';

export interface UrlPlan {
  /** The URLs to read, each becoming one source. */
  urls: string[];
  /** The URLs left out before reading, each with the reason. */
  skipped: SkippedUrl[];
}

/**
 * Which URLs an "Add URL(s)" request reads: the pages listed, or every page
 * a site's sitemap lists on that same site. Either way robots.txt is
 * honoured, addresses the agent already has are not read twice, and at most
 * KNOWLEDGE_CRAWL_PAGE_LIMIT pages are taken; everything left out is named
 * with its reason.
 */
export async function planUrlSources(
  request: { urls: readonly string[]; crawl: 'pages' | 'sitemap' },
  existing: ReadonlySet<string>,
  fetchOptions: FetchOptions,
  pageLimit: number = KNOWLEDGE_CRAWL_PAGE_LIMIT,
): Promise<UrlPlan> {
  const skipped: SkippedUrl[] = [];
  const robotsByOrigin = new Map<string, Promise<SiteRobots>>();
  const robotsOf = (origin: string) => {
    let robots = robotsByOrigin.get(origin);
    if (!robots) {
      robots = siteRobots(origin, fetchOptions);
      robotsByOrigin.set(origin, robots);
    }
    return robots;
  };

  const candidates: { url: string; site?: string }[] = [];
  for (const text of request.urls) {
    let start: URL;
    try {
      start = parseSourceUrl(text);
    } catch (error) {
      skipped.push({ url: text, reason: (error as Error).message });
      continue;
    }
    if (request.crawl === 'pages') {
      candidates.push({ url: start.toString() });
      continue;
    }
    try {
      const robots = await robotsOf(start.origin);
      for (const page of await sitemapUrls(start.origin, robots.sitemaps, fetchOptions)) {
        candidates.push({ url: page, site: start.hostname });
      }
    } catch (error) {
      if (!(error instanceof KnowledgeSourceError)) throw error;
      skipped.push({ url: start.toString(), reason: error.message });
    }
  }

  const urls: string[] = [];
  const taken = new Set<string>();
  for (const candidate of candidates) {
    let url: URL;
    try {
      url = parseSourceUrl(candidate.url);
    } catch (error) {
      skipped.push({ url: candidate.url, reason: (error as Error).message });
      continue;
    }
    const address = url.toString();
    if (taken.has(address)) continue;
    if (candidate.site && !sameSite(url.hostname, candidate.site)) {
      skipped.push({
        url: address,
        reason: `${address} is on another site than ${candidate.site}, so the crawl left it out.`,
      });
      continue;
    }
    if (existing.has(address)) {
      skipped.push({ url: address, reason: `${address} is already a source of this agent.` });
      continue;
    }
    try {
      if (!(await robotsOf(url.origin)).allows(address)) {
        skipped.push({ url: address, reason: robotsRefusal(address) });
        continue;
      }
    } catch (error) {
      if (!(error instanceof KnowledgeSourceError)) throw error;
      skipped.push({ url: address, reason: error.message });
      continue;
    }
    if (urls.length >= pageLimit) {
      skipped.push({
        url: address,
        reason: `Left out: one request reads at most ${pageLimit} pages. Add the rest as a list of URLs.`,
      });
      continue;
    }
    taken.add(address);
    urls.push(address);
  }
  return { urls, skipped };
}
