import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  graphPagesSchema,
  graphSubscribedAppsSchema,
  META_SUBSCRIPTION_STATES,
  metaPageConnectInputSchema,
} from '@vg/common';
import { callGraph, graphBody } from '../../gateways/meta';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { metaApp, metaLoginToken, metaPagePath, readClaimToken, secretsPath } from './metaClaims';
import { assertFree } from '../channelClaims';

export const PAGE_CONNECTED = 'Successfully connected the page.';
export const PAGE_REMOVED = 'The page is no longer connected.';
const TAKEN = 'This page already answers for another agent: remove it there first.';
/** What the app hears from a connected page (messages and button postbacks). */
const PAGE_FIELDS = 'messages,messaging_postbacks';

/**
 * POST /agents/{agentId}/channels/meta-pages `{pageId}` (connectMetaPage):
 * the page (Messenger) and its linked Instagram account answer for this
 * agent. The page must be one the person's Meta login manages (its page
 * token comes from Meta, never from the browser); the app subscribes to
 * the page's messages, then the page is claimed and its token kept where
 * no browser reads it. Failures read 'Failed to connect the page. {message}'.
 */
export const connectMetaPage = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/meta-pages',
  input: metaPageConnectInputSchema,
  handle: async ({ db, region, params, input, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { uid } = await caller();
    metaApp();
    const claimPath = metaPagePath(input.pageId);
    const failed = (message: string, status = 400, code = 'meta-refused') =>
      new HttpError(status, `Failed to connect the page. ${message}`, { code });
    await assertFree(claimPath, agent.ID, region, `Failed to connect the page. ${TAKEN}`);
    const token = await metaLoginToken(db, uid);
    const accounts = await callGraph('GET', 'me/accounts', {
      token,
      query: { fields: 'id,name,access_token,instagram_business_account{id,username}' },
    });
    if (!accounts.ok) throw failed(accounts.message);
    const page = graphBody(accounts, graphPagesSchema, 'the pages').data.find(
      (p) => p.id === input.pageId,
    );
    if (!page) throw failed('Your Meta login does not manage this page.', 403, 'not-your-page');
    const subscribed = await callGraph('POST', `${encodeURIComponent(page.id)}/subscribed_apps`, {
      token: page.access_token,
      query: { subscribed_fields: PAGE_FIELDS },
    });
    if (!subscribed.ok) throw failed(subscribed.message);
    const ig = page.instagram_business_account;
    const claim = db.doc(claimPath);
    await db.runTransaction(async (tx) => {
      const now = await tx.get(claim);
      if (now.exists && now.get('agentId') !== agent.ID)
        throw new HttpError(409, `Failed to connect the page. ${TAKEN}`, { code: 'channel-taken' });
      tx.set(claim, {
        agentId: agent.ID,
        pageId: page.id,
        pageName: page.name,
        ...(ig ? { igPageId: ig.id, igPageName: ig.username ?? '' } : {}),
        ownerID: agent.ownerID,
        connectedAt: FieldValue.serverTimestamp(),
      });
      tx.set(db.doc(secretsPath(claimPath)), { accessToken: page.access_token });
    });
    return { body: { message: PAGE_CONNECTED, pageId: page.id, igPageId: ig?.id ?? null } };
  },
});

/** The page's claim for this agent, else 404. */
async function ownedPage(db: Firestore, agentId: string, pageId: string) {
  const claim = await db.doc(metaPagePath(pageId)).get();
  if (!claim.exists || claim.get('agentId') !== agentId)
    throw new HttpError(404, 'This page is not connected to this agent.');
  return claim;
}

/**
 * GET /agents/{agentId}/channels/meta-pages/{pageId}/subscriptions
 * (checkPageSubscriptions): whether Meta sends the page's messages to the
 * app, and whether it has an Instagram account, in the page picker's words.
 */
export const metaPageSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/agents/:agentId/channels/meta-pages/:pageId/subscriptions',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const claim = await ownedPage(db, agent.ID, params.pageId ?? '');
    const token = await readClaimToken(db, claim.ref.path);
    const answer = token
      ? await callGraph('GET', `${encodeURIComponent(claim.id)}/subscribed_apps`, { token })
      : null;
    const apps = answer?.ok ? graphSubscribedAppsSchema.safeParse(answer.body) : null;
    const messenger = Boolean(
      apps?.success &&
      apps.data.data.some(
        (a) => a.id === metaApp().appId && a.subscribed_fields.includes('messages'),
      ),
    );
    const instagram = messenger && typeof claim.get('igPageId') === 'string';
    const messages = [
      messenger ? META_SUBSCRIPTION_STATES.connected : META_SUBSCRIPTION_STATES.notConnected,
      ...(instagram ? [] : [META_SUBSCRIPTION_STATES.noInstagram]),
    ];
    return { body: { messenger, instagram, messages } };
  },
});

/**
 * DELETE /agents/{agentId}/channels/meta-pages/{pageId} (removeMetaPage):
 * the app unsubscribes from the page at Meta (a token revoked meanwhile
 * does not keep the claim), then the claim and token are released.
 */
export const disconnectMetaPage = defineEndpoint({
  method: 'DELETE',
  path: '/agents/:agentId/channels/meta-pages/:pageId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const claim = await ownedPage(db, agent.ID, params.pageId ?? '');
    const token = await readClaimToken(db, claim.ref.path);
    if (token) {
      const answer = await callGraph('DELETE', `${encodeURIComponent(claim.id)}/subscribed_apps`, {
        token,
      });
      if (!answer.ok && answer.code !== 190)
        throw new HttpError(502, `Failed to remove the page. ${answer.message}`, {
          code: 'meta-refused',
        });
    }
    const batch = db.batch();
    batch.delete(db.doc(secretsPath(claim.ref.path)));
    batch.delete(claim.ref);
    await batch.commit();
    return { body: { message: PAGE_REMOVED } };
  },
});
