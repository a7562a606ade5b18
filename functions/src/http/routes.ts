import type { Endpoint } from './endpoint';
import { createRouter } from './router';
import { interact } from '../handlers/interact';
import { visitorCountry } from '../handlers/visitorCountry';

/** Every endpoint of the regional API, in one list. */
export const endpoints = [interact, visitorCountry] as readonly Endpoint[];

export const router = createRouter(endpoints);
