import { WEB_CHAT_ORIGIN } from '@vg/common/constants';
import type {
  InteractRequestInput,
  InteractResponse,
  RuntimeAction,
} from '@vg/common/schemas/calls/interact';
import { parseTurns } from '../app/chat/conversation';
import type { InteractContext, InteractHandlers, InteractRequest } from './ChatBackend';
import { visitorMessages } from './visitorMessages';

/**
 * One visitor step through POST {api}/agents/{id}/interact/{userId} (agents
 * not on the 'vg' platform). The answer's turns are the conversation after
 * the step; the live listener confirms them.
 */
export async function interactHttp(
  apiRoot: string,
  idToken: string,
  request: InteractRequest,
  handlers: InteractHandlers,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const { context } = handlers;
  const url = `${apiRoot}/agents/${encodeURIComponent(context.agent.ID)}/interact/${encodeURIComponent(context.userId)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify(interactBody(request, context)),
    });
  } catch (error) {
    return handlers.onError('runtime', String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<InteractResponse> & {
    error?: { code?: string; message?: string };
  };
  const failure = answer.error;
  // A rate limit's message says when to try again: the visitor sees it as it is.
  if (failure?.code === 'rate-limited')
    return handlers.onError('runtime', failure.message, failure.message);
  if (response.status === 429) return handlers.onError('limit', failure?.message);
  const flowStatus = answer.debug?.vfResponse?.status?.code;
  if (flowStatus && flowStatus >= 400) return handlers.onError('flowKey', String(flowStatus));
  if (!response.ok || answer.appError) {
    return handlers.onError(
      'runtime',
      answer.appError ?? failure?.message ?? String(response.status),
    );
  }
  if (answer.turns !== undefined) handlers.onTurns(parseTurns(answer.turns));
}

/** The runtime action of a step: launch, text, or the button's/component's request. */
export function runtimeAction(request: InteractRequest): RuntimeAction {
  if (request.kind === 'launch') return { type: 'launch' };
  if (request.kind === 'text') return { type: 'text', payload: request.text };
  return request.request;
}

/** The spec's payload (strict on the server: only these keys). */
export function interactBody(
  request: InteractRequest,
  context: InteractContext,
): InteractRequestInput {
  // Component results travel as vf_variables and, for runtimes that read only
  // the runtime variables, among those too.
  const componentVariables = request.kind === 'action' ? (request.variables ?? {}) : {};
  const variables = { ...context.variables, ...componentVariables };
  return {
    action: runtimeAction(request),
    origin: WEB_CHAT_ORIGIN,
    appendMessages: visitorMessages(request),
    appendAtStart: false,
    variables,
    ...(request.kind === 'action' && request.variables ? { vf_variables: request.variables } : {}),
    transcriptMetadata: { ...context.user, lang: context.lang },
    vg_id: context.agent.ID,
    runtime: { variables, lang: context.lang },
    inititalTurns: [],
    isTest: context.isTest,
  };
}
