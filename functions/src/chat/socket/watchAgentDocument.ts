import { logger } from 'firebase-functions';
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import {
  isTokenAllowanceUsed,
  regionOfBucket,
  SOCKET_ERROR_CODES,
  socketWatchAgentSchema,
  type SocketServerMessage,
} from '@vg/common';
import { HttpError, describeIssues } from '../../http/HttpError';
import { pathId } from '../../http/pathId';
import { dbFor } from '../../firestore';

/**
 * A watch frame: follows the public agent document and sends it as `agent`
 * frames, now and after every change, until the returned stop is called
 * (the socket closed, or another watch replaced this one). The document is
 * the one the security rules let anyone read, so no sign-in is asked.
 *
 * Every answered message adds to the agent's `tokensUsage`; that alone is
 * not sent on (it would send the whole document to every visitor of the
 * agent on every message of any of them), only when it uses up the
 * allowance, which the chat then shows.
 */
export function watchAgentDocument(
  raw: unknown,
  send: (message: SocketServerMessage) => void,
): () => void {
  const parsed = socketWatchAgentSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error, 'frame'));
  const region = regionOfBucket(parsed.data.bucket);
  if (!region)
    throw new HttpError(
      400,
      `Invalid frame: bucket '${parsed.data.bucket}' is not a region (eu or na).`,
    );
  const agentId = pathId(parsed.data.agentId, 'agentId');
  let lastSent: string | undefined;
  return dbFor(region)
    .doc(`voiceglow/${agentId}`)
    .onSnapshot(
      (snapshot) => {
        const data = snapshot.data();
        const agent = data ? (plainValue(data) as Record<string, unknown>) : null;
        const shown = JSON.stringify(
          agent && {
            ...agent,
            tokensUsage: isTokenAllowanceUsed(
              agent.tokensUsage as number | undefined,
              agent.maxTokensUsage as number | undefined,
            ),
          },
        );
        if (shown === lastSent) return;
        lastSent = shown;
        send({ type: 'agent', agent });
      },
      (error) => {
        logger.warn(`Following agent ${agentId} failed:`, error.message);
        send({
          type: 'error',
          code: SOCKET_ERROR_CODES.runtime,
          message: 'The chat stopped following its settings: reload the page.',
        });
      },
    );
}

/** A stored value as JSON carries it: timestamps as RFC 3339 text, references as paths. */
export function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item)]));
  return value;
}
