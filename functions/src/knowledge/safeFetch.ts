import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { KNOWLEDGE_FETCH } from '@vg/common';
import { KnowledgeSourceError } from './KnowledgeSourceError';

export interface FetchOptions {
  /** Origins that may be fetched although their address is private (the local stack's site). */
  allowedOrigins: ReadonlySet<string>;
  /** Sent as they are: conditional validators on a refresh, Accept. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  /** Redirects must stay on this site (the host of the first URL, with or without www.). */
  sameSiteAs?: string;
}

export interface FetchedDocument {
  /** Where the content came from, after redirects. */
  url: string;
  status: number;
  notModified: boolean;
  contentType: string;
  etag?: string;
  lastModified?: string;
  body: Buffer;
}

const USER_AGENT = 'VoiceGlowBot/1.0 (+knowledge sources)';

/** The origins of `VG_CRAWL_ALLOWED_ORIGINS`, read on every call. */
export function crawlAllowedOrigins(): Set<string> {
  return new Set(
    (process.env.VG_CRAWL_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  );
}

/** Whether two hosts are the same site: equal, or one is the other with `www.` in front. */
export function sameSite(a: string, b: string): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return bare(a) === bare(b);
}

/** A public unicast address; private, loopback, link-local, metadata and reserved ranges are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * GET of a source URL by the server, for the crawler: http(s) only, each
 * hop's address checked to be public before connecting (the check happens
 * in the socket's own DNS lookup, so a name cannot resolve one way for the
 * check and another for the connection), redirects followed by hand and
 * kept on the same site, a time limit for the whole answer and a size cap
 * while reading. Errors are KnowledgeSourceError with a reason the owner
 * can act on.
 */
export async function safeFetch(url: string, options: FetchOptions): Promise<FetchedDocument> {
  let current = parseSourceUrl(url);
  const site = options.sameSiteAs ?? current.hostname;
  for (let hop = 0; hop <= KNOWLEDGE_FETCH.maxRedirects; hop += 1) {
    const response = await get(current, options);
    if ([301, 302, 303, 307, 308].includes(response.status) && response.location) {
      const next = parseSourceUrl(new URL(response.location, current).toString());
      if (!sameSite(next.hostname, site)) {
        throw new KnowledgeSourceError(
          `${current.toString()} redirects to another site (${next.hostname}); only pages of ${site} are read with it: add ${next.toString()} on its own.`,
        );
      }
      current = next;
      continue;
    }
    return { ...response, url: current.toString() };
  }
  throw new KnowledgeSourceError(
    `${url} redirects more than ${KNOWLEDGE_FETCH.maxRedirects} times: add the address the page ends at.`,
  );
}

/** A URL the crawler may read: http or https, no user name or password. */
export function parseSourceUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new KnowledgeSourceError(
      `"${text.slice(0, 200)}" is not a web address: enter it as https://example.com/page.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new KnowledgeSourceError(
      `${url.protocol} addresses cannot be read: enter an http(s) address.`,
    );
  }
  if (url.username || url.password) {
    throw new KnowledgeSourceError(
      'Addresses with a user name or password cannot be read: remove them.',
    );
  }
  url.hash = '';
  return url;
}

interface RawResponse extends Omit<FetchedDocument, 'url'> {
  location?: string;
}

function privateHost(url: URL): KnowledgeSourceError {
  return new KnowledgeSourceError(
    `${url.hostname} is not a public web address, so it cannot be read: enter the address of a public website.`,
  );
}

function get(url: URL, options: FetchOptions): Promise<RawResponse> {
  const allowed = options.allowedOrigins.has(url.origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !allowed &&
    (isIP(host) ? !isPublicAddress(host) : /(^|\.)(localhost|internal|local)$/i.test(host))
  ) {
    return Promise.reject(privateHost(url));
  }
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const usable = allowed ? list : list.filter((entry) => isPublicAddress(entry.address));
      if (usable.length === 0) return callback(privateHost(url), '', 0);
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
  const timeoutMs = options.timeoutMs ?? KNOWLEDGE_FETCH.timeoutMs;
  const maxBytes = options.maxBytes ?? KNOWLEDGE_FETCH.maxBytes;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'GET',
        lookup,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9,*/*;q=0.5',
          ...options.headers,
        },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const declared = Number(header('content-length'));
        if (declared > maxBytes) {
          response.destroy();
          return reject(tooLarge(url, maxBytes));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(tooLarge(url, maxBytes));
          } else chunks.push(chunk);
        });
        response.on('error', () => reject(unreachable(url)));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status,
            notModified: status === 304,
            contentType: header('content-type') ?? 'application/octet-stream',
            etag: header('etag'),
            lastModified: header('last-modified'),
            location: header('location'),
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(
        new KnowledgeSourceError(
          `${url.toString()} did not answer within ${timeoutMs / 1000} s: check that the site is up and try again.`,
        ),
      );
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof KnowledgeSourceError ? error : unreachable(url, error));
    });
    request.end();
  });
}

function tooLarge(url: URL, maxBytes: number): KnowledgeSourceError {
  return new KnowledgeSourceError(
    `${url.toString()} is larger than ${maxBytes / 1_000_000} MB, more than a source reads: add a smaller page or file.`,
  );
}

function unreachable(url: URL, error?: Error): KnowledgeSourceError {
  const code = (error as { code?: string } | undefined)?.code;
  const why =
    code === 'ENOTFOUND'
      ? `no site is found at ${url.hostname}: check the spelling of the address`
      : code === 'ECONNREFUSED'
        ? `${url.host} refused the connection: check that the site is up`
        : 'the site could not be reached: check the address and that the site is up';
  return new KnowledgeSourceError(`${url.toString()} could not be read: ${why}.`);
}
