import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  graphDebugTokenSchema,
  graphPagesSchema,
  graphPhoneNumbersSchema,
  graphTokenSchema,
  metaLoginInputSchema,
  WHATSAPP_GRAPH_API_VERSION,
  type MetaLoginResponse,
} from '@vg/common';
import { loadEnv } from '../../env';
import { callGraph, graphBody } from '../../gateways/meta';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { metaApp, metaLoginPath } from './metaClaims';

/** What the login asks for: WhatsApp numbers, pages to message from, Instagram messages. */
const SCOPES = [
  'whatsapp_business_management',
  'whatsapp_business_messaging',
  'pages_show_list',
  'pages_messaging',
  'pages_manage_metadata',
  'instagram_basic',
  'instagram_manage_messages',
  'business_management',
];
/** A long-lived user token lasts about 60 days. */
const LOGIN_KEPT_MS = 60 * 24 * 3600 * 1000;

/**
 * GET /channels/meta/login-dialog?redirectUri&state: the address of Meta's
 * login dialog for this app (the browser opens it; Meta sends the user
 * back to redirectUri with a token in the fragment).
 */
export const metaLoginDialog = defineEndpoint({
  method: 'GET',
  path: '/channels/meta/login-dialog',
  input: z.object({
    redirectUri: z.url({ protocol: /^https?$/ }),
    state: z.string().regex(/^[\w-]{8,100}$/),
  }),
  handle: async ({ input, caller }) => {
    await caller();
    const url = new URL(
      `${loadEnv().VG_META_DIALOG_ROOT}/${WHATSAPP_GRAPH_API_VERSION}/dialog/oauth`,
    );
    url.search = new URLSearchParams({
      client_id: metaApp().appId,
      redirect_uri: input.redirectUri,
      state: input.state,
      response_type: 'token',
      scope: SCOPES.join(','),
    }).toString();
    return { body: { url: url.toString() } };
  },
});

/**
 * POST /agents/{agentId}/channels/meta/login `{token}` (getLongAccessToken,
 * exchangeMetaToken): the token of the login dialog becomes a long-lived
 * one, kept where only functions read it; the answer lists the WhatsApp
 * numbers and pages (with their Instagram accounts) it may connect. No
 * token goes back to the browser.
 */
export const metaLogin = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/meta/login',
  input: metaLoginInputSchema,
  handle: async ({ db, params, input, caller }) => {
    await agentForOwner(db, caller, params.agentId ?? '');
    const { uid } = await caller();
    const app = metaApp();
    const exchanged = await callGraph('GET', 'oauth/access_token', {
      query: {
        grant_type: 'fb_exchange_token',
        client_id: app.appId,
        client_secret: app.appSecret,
        fb_exchange_token: input.token,
      },
    });
    if (!exchanged.ok)
      throw new HttpError(400, `Error: ${exchanged.message}`, { code: 'meta-login-refused' });
    const token = graphBody(exchanged, graphTokenSchema, 'the token exchange').access_token;
    const debug = graphBody(
      await callGraph('GET', 'debug_token', {
        query: { input_token: token, access_token: `${app.appId}|${app.appSecret}` },
      }),
      graphDebugTokenSchema,
      'the token check',
    ).data;
    if (!debug.is_valid || (debug.app_id && debug.app_id !== app.appId))
      throw new HttpError(400, 'Error: this login is not valid for this app. Please log in again.');
    const wabaIds = [
      ...new Set(
        debug.granular_scopes
          .filter((s) => s.scope === 'whatsapp_business_management')
          .flatMap((s) => s.target_ids ?? []),
      ),
    ];
    const numbers: MetaLoginResponse['numbers'] = [];
    for (const wabaId of wabaIds.slice(0, 20)) {
      const list = graphBody(
        await callGraph('GET', `${encodeURIComponent(wabaId)}/phone_numbers`, { token }),
        graphPhoneNumbersSchema,
        'the phone numbers',
      );
      for (const n of list.data)
        numbers.push({
          phoneId: n.id,
          phoneNumber: n.display_phone_number,
          verifiedName: n.verified_name,
          wabaId,
        });
    }
    const pages = graphBody(
      await callGraph('GET', 'me/accounts', {
        token,
        query: { fields: 'id,name,access_token,instagram_business_account{id,username}' },
      }),
      graphPagesSchema,
      'the pages',
    ).data.map((page) => ({
      id: page.id,
      name: page.name,
      connectedIgPage: page.instagram_business_account
        ? {
            id: page.instagram_business_account.id,
            name: page.instagram_business_account.username ?? '',
          }
        : null,
    }));
    await db.doc(metaLoginPath(uid)).set({
      accessToken: token,
      savedAt: Timestamp.now(),
      expireAt: Timestamp.fromMillis(Date.now() + LOGIN_KEPT_MS),
    });
    return { body: { numbers, pages } satisfies MetaLoginResponse };
  },
});
