import type { Endpoint } from './endpoint';
import { createRouter } from './router';
import { visitorCountry } from '../handlers/visitorCountry';

/** Every endpoint of the regional API, in one list. */
export const endpoints: readonly Endpoint[] = [visitorCountry] as readonly Endpoint[];

export const router = createRouter(endpoints);
