import { WEB_CHAT_ORIGIN } from '@vg/common/constants';
import { parseTurns } from '../app/chat/conversation';
import type { InteractHandlers, InteractRequest } from './ChatBackend';
import type { InteractHttpAnswer, InteractHttpBody } from './interactProtocol.pending-common';

/**
 * One visitor step through POST {api}/agents/{id}/interact/{userId} (agents
 * not on the 'vg' platform). The answer's turns are the conversation after
 * the step; the live listener will confirm them.
 */
export async function interactHttp(
  apiRoot: string,
  idToken: string,
  request: InteractRequest,
  handlers: InteractHandlers,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const { context } = handlers;
  const body = interactBody(request, handlers.context);
  const url = `${apiRoot}/agents/${encodeURIComponent(context.agent.ID)}/interact/${encodeURIComponent(context.userId)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return handlers.onError('runtime', String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as InteractHttpAnswer & {
    error?: string;
    code?: string;
  };
  if (response.status === 429 || answer.code === 'interactions-limit') {
    return handlers.onError('limit');
  }
  const flowStatus = answer.debug?.vfResponse?.status?.code;
  if (flowStatus && flowStatus >= 400) return handlers.onError('flowKey', String(flowStatus));
  if (!response.ok || answer.appError) {
    return handlers.onError('runtime', answer.error ?? String(answer.appError ?? response.status));
  }
  if (answer.turns !== undefined) handlers.onTurns(parseTurns(answer.turns));
}

/** The spec's payload for a launch, a text or a button/component action. */
export function interactBody(
  request: InteractRequest,
  context: InteractHandlers['context'],
): InteractHttpBody {
  const variables = {
    ...context.variables,
    ...(request.kind === 'action' ? request.variables : {}),
  };
  const human = (text: string) => ({
    from: 'human',
    type: 'text',
    item: { payload: { message: text } },
    ts: Date.now(),
  });
  const action =
    request.kind === 'launch'
      ? { type: 'launch' }
      : request.kind === 'text'
        ? { type: 'text', payload: request.text }
        : request.request;
  return {
    origin: WEB_CHAT_ORIGIN,
    appendMessages:
      request.kind === 'text'
        ? [human(request.text)]
        : request.kind === 'action'
          ? [human(request.label)]
          : [],
    action,
    appendAtStart: false,
    variables,
    transcriptMetadata: { ...context.user, lang: context.lang },
    vg_id: context.agent.ID,
    runtime: { variables, lang: context.lang },
    inititalTurns: context.turns,
    isTest: context.isTest,
  };
}
