import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';

export const visitorCountryInput = z.object({});

/**
 * Headers that carry the visitor's country, set by the CDN or load balancer
 * in front of the function (Google, Cloudflare, or our own proxy).
 */
const COUNTRY_HEADERS = [
  'x-country',
  'cf-ipcountry',
  'x-appengine-country',
  'x-client-geo-country',
];

/** GET /utils/ip: the visitor's country, or 'unknown'. */
export const visitorCountry = defineEndpoint({
  method: 'GET',
  path: '/utils/ip',
  input: visitorCountryInput,
  handle: async ({ headers }) => {
    for (const name of COUNTRY_HEADERS) {
      const value = headers[name];
      const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
      // 'XX' and 'T1' are the CDN's "unknown" and "Tor" markers.
      if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') {
        return { body: { country: code } };
      }
    }
    return { body: { country: 'unknown' } };
  },
});
