import { toChannelParts, type Message } from '@vg/common';
import { callGraph } from '../../gateways/meta';
import { HttpError } from '../../http/HttpError';
import { pageBodies, whatsappBodies } from './metaMessages';

async function post(path: string, token: string, bodies: readonly unknown[]): Promise<void> {
  for (const body of bodies) {
    const answer = await callGraph('POST', path, { token, body });
    if (!answer.ok)
      throw new HttpError(502, `Meta did not accept the message: ${answer.message}`, {
        code: 'meta-refused',
      });
  }
}

/** The agent's messages to a person on WhatsApp, in order, through the number's Cloud API. */
export function sendWhatsappMessages(
  token: string,
  phoneId: string,
  to: string,
  messages: readonly Message[],
) {
  return post(
    `${encodeURIComponent(phoneId)}/messages`,
    token,
    whatsappBodies(to, toChannelParts(messages)),
  );
}

/** The agent's messages to a person on Messenger or Instagram, with the page's token. */
export function sendPageMessages(
  token: string,
  surface: 'messenger' | 'instagram',
  recipient: string,
  messages: readonly Message[],
) {
  const limit = surface === 'instagram' ? 1000 : 2000;
  return post('me/messages', token, pageBodies(recipient, toChannelParts(messages), limit));
}
