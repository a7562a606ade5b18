import { logger } from 'firebase-functions';
import type { RuntimeAction, RuntimeReply } from '../../chat/interact/InteractStep';
import { tracesToMessages, type VfTrace } from './vfTraces';

/** The spec's texts for a failed flow-platform call (3 s; 5 s in test mode). */
export const VF_ERROR = 'Error in VF request, please check your API key';
export const VF_TEST_ERROR =
  'Please double check your VF API key is correct, and have a published version.';

export interface VfReplyInput {
  baseUrl: string;
  apiKey: string | undefined;
  userId: string;
  action: RuntimeAction;
  variables: Record<string, unknown>;
  isTest: boolean;
  delayMs: number;
  signal?: AbortSignal;
}

/**
 * One step on the flow platform's Dialog API
 * (`POST {base}/state/user/{userID}/interact`), keyed by the agent's
 * private VF_DIALOGUE_API_KEY; test mode talks to the development version.
 */
export async function vfReply(input: VfReplyInput): Promise<RuntimeReply> {
  const failed = (statusCode: number): RuntimeReply => ({
    messages: [],
    sources: [],
    tokens: 0,
    appError: input.isTest ? VF_TEST_ERROR : VF_ERROR,
    statusCode,
  });
  if (!input.apiKey) return failed(401);
  const url = `${input.baseUrl.replace(/\/$/, '')}/state/user/${encodeURIComponent(input.userId)}/interact`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: input.apiKey,
        versionID: input.isTest ? 'development' : 'production',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        action: input.action,
        config: { tts: false, stripSSML: true, stopAll: true, excludeTypes: ['block', 'flow'] },
        state: { variables: input.variables },
      }),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    logger.error('Flow platform unreachable:', error);
    return failed(502);
  }
  if (!response.ok) return failed(response.status);
  const traces = (await response.json().catch(() => null)) as unknown;
  if (!Array.isArray(traces)) return failed(502);
  const { messages, handoff } = tracesToMessages(traces as VfTrace[], input.delayMs, input.isTest);
  return { messages, sources: [], tokens: 0, statusCode: response.status, handoff };
}
