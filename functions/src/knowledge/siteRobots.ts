import robotsParser from 'robots-parser';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { safeFetch, type FetchOptions } from './safeFetch';

/** The crawler's name in robots.txt groups (`User-agent: VoiceGlowBot`). */
export const CRAWLER_NAME = 'VoiceGlowBot';

export interface SiteRobots {
  /** Whether robots.txt lets the crawler read the URL. */
  allows(url: string): boolean;
  /** The sitemaps robots.txt names. */
  sitemaps: string[];
}

/**
 * A site's robots.txt (RFC 9309): a missing file (4xx) allows everything;
 * a site that cannot answer it (5xx, unreachable) is not crawled now, as
 * the RFC asks.
 */
export async function siteRobots(origin: string, options: FetchOptions): Promise<SiteRobots> {
  const robotsUrl = `${origin}/robots.txt`;
  let text = '';
  try {
    const answer = await safeFetch(robotsUrl, { ...options, headers: { accept: 'text/plain' } });
    if (answer.status >= 500) throw new Error(String(answer.status));
    if (answer.status === 200) text = answer.body.toString('utf8');
  } catch (error) {
    if (
      error instanceof KnowledgeSourceError &&
      /not a public web address|is not a web address/.test(error.message)
    ) {
      throw error;
    }
    throw new KnowledgeSourceError(
      `The site's robots.txt (${robotsUrl}) could not be read, so its pages are not read now: try again later.`,
    );
  }
  const robots = robotsParser(robotsUrl, text);
  return {
    allows: (url) => robots.isAllowed(url, CRAWLER_NAME) !== false,
    sitemaps: robots.getSitemaps(),
  };
}

export function robotsRefusal(url: string): string {
  return `The site's robots.txt asks crawlers not to read ${url}, so it was left out.`;
}
