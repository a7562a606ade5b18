import { fontCheckQuerySchema, needsFontLookup } from '@vg/common';
import { fontFamilyExists } from '../gateways/fonts';
import { defineEndpoint } from '../http/endpoint';

/** GET /agencies/fonts/check?family=: whether the font name is a real family ('inherit' always is). */
export const checkFont = defineEndpoint({
  method: 'GET',
  path: '/agencies/fonts/check',
  limit: 'visitor',
  input: fontCheckQuerySchema,
  handle: async ({ input }) => {
    const valid = !needsFontLookup(input.family) || (await fontFamilyExists(input.family));
    return { body: { valid, family: input.family } };
  },
});
