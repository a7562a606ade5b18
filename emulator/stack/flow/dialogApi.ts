import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../../src/http/httpIo';
import type { FlowWorld } from './FlowWorld';
import type { FlowCallLogEntry, FlowProject, FlowUserState } from './flowTypes';
import { runFlowStep, type FlowTrace } from './runFlowStep';

const STATE_PATH = /^\/state\/user\/([^/]+)(\/interact|\/variables)?$/;
/** The platform refuses user ids longer than this. */
const MAX_USER_ID = 128;

/**
 * The Dialog API's stateful routes, as the platform serves them:
 * `POST /state/user/{userID}/interact` (an array of traces, or
 * `{state, trace, action}` with `?verbose=true`), `GET`, `PUT`, `DELETE`,
 * `POST` (reset) `/state/user/{userID}` and `PATCH .../variables`. The
 * `Authorization` header is the project's key; `versionID` is
 * `development` (the default), `production` or a version id. Returns false
 * for a path that is not the API's.
 */
export async function handleDialogApi(
  world: FlowWorld,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const route = STATE_PATH.exec(url.pathname);
  if (!route) return false;
  const method = req.method ?? 'GET';
  const userID = safeDecode(route[1]!);
  const versionID = header(req, 'versionid') || 'development';
  const entry: FlowCallLogEntry = {
    at: Date.now(),
    projectId: null,
    method,
    path: url.pathname,
    userID: userID ?? '',
    versionID,
    action: '',
    status: 200,
    answer: [],
  };
  const finish = (status: number, body: unknown, answer: string[]): true => {
    entry.status = status;
    entry.answer = answer;
    world.record(entry);
    if (body === undefined) res.writeHead(status).end();
    else sendJson(res, status, body);
    return true;
  };
  const refuse = (status: number, body: Record<string, unknown>): true =>
    finish(status, body, [String(body.data ?? body.message)]);

  const key = header(req, 'authorization');
  if (!key) return refuse(401, unauthorized('Auth Key Required'));
  const project = world.byKey(key);
  if (!project) return refuse(401, unauthorized('Unauthorized'));
  entry.projectId = project.id;
  if (!userID || userID.length > MAX_USER_ID) {
    return refuse(400, verror(`userID must be 1 to ${MAX_USER_ID} characters.`));
  }
  const version = world.version(project, versionID);
  if (version === null) {
    return refuse(400, verror('Voiceflow project was not published to production'));
  }
  if (version === undefined) {
    return refuse(400, verror(`Could not resolve project with version ID ${versionID}`));
  }

  const text = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
  let body: Record<string, unknown> = {};
  if (text.trim()) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
      body = parsed as Record<string, unknown>;
    } catch {
      return refuse(400, verror('The request body must be a JSON object.'));
    }
  }

  const suffix = route[2];
  if (suffix === '/interact' && method === 'POST') {
    const action = readAction(body.action ?? body.request);
    if (!action) {
      return refuse(400, verror('action must be an object with a string type.'));
    }
    entry.action = describeAction(action);
    const requestState = body.state as { variables?: unknown } | undefined;
    const config = body.config as { excludeTypes?: unknown } | undefined;
    const step = runFlowStep({
      project,
      version,
      state: world.state(project, userID),
      action,
      variables: isRecord(requestState?.variables) ? requestState.variables : {},
      excludeTypes: Array.isArray(config?.excludeTypes)
        ? config.excludeTypes.filter((type): type is string => typeof type === 'string')
        : [],
    });
    world.setState(project, userID, step.state);
    const answer = step.traces.map(describeTrace);
    const verbose = url.searchParams.get('verbose') === 'true';
    return finish(
      200,
      verbose ? { state: step.state, trace: step.traces, action } : step.traces,
      answer,
    );
  }
  if (suffix === '/variables' && method === 'PATCH') {
    const state = world.state(project, userID) ?? emptyState();
    state.variables = { ...state.variables, ...body };
    world.setState(project, userID, state);
    return finish(200, state, ['variables updated']);
  }
  if (suffix) return refuse(404, verror(`Cannot ${method} ${url.pathname}`));
  if (method === 'GET') {
    return finish(200, world.state(project, userID) ?? {}, ['state read']);
  }
  if (method === 'DELETE') {
    world.setState(project, userID, null);
    return finish(200, undefined, ['state deleted']);
  }
  if (method === 'PUT') {
    const state = readState(body);
    if (!state) return refuse(400, verror('state must have stack, storage and variables.'));
    world.setState(project, userID, state);
    return finish(200, state, ['state replaced']);
  }
  if (method === 'POST') {
    const state = emptyState(project, version.id);
    world.setState(project, userID, state);
    return finish(200, state, ['state reset']);
  }
  return refuse(404, verror(`Cannot ${method} ${url.pathname}`));
}

/** The platform's answer to a missing or unknown key. */
function unauthorized(data: string) {
  const now = Date.now();
  return {
    code: 401,
    status: 'Unauthorized',
    dateTime: new Date(now).toISOString(),
    timestamp: now,
    data,
  };
}

/** The platform's answer to a request it cannot serve (HTTP 400, 404). */
function verror(message: string) {
  return { name: 'verror', message, requestID: randomBytes(5).toString('base64url') };
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's action; none means a launch, as a first call without one starts the flow. */
function readAction(value: unknown): { type: string; payload?: unknown } | null {
  if (value === undefined) return { type: 'launch' };
  if (!isRecord(value) || typeof value.type !== 'string' || !value.type) return null;
  return value as { type: string; payload?: unknown };
}

function readState(body: Record<string, unknown>): FlowUserState | null {
  if (!Array.isArray(body.stack) || !isRecord(body.storage) || !isRecord(body.variables)) {
    return null;
  }
  return body as unknown as FlowUserState;
}

function emptyState(project?: FlowProject, versionId?: string): FlowUserState {
  return {
    stack:
      project && versionId ? [{ programID: versionId, diagramID: versionId, nodeID: 'start' }] : [],
    storage: {},
    variables: {},
  };
}

function describeAction(action: { type: string; payload?: unknown }): string {
  const payload = action.payload as { label?: unknown; query?: unknown } | string | undefined;
  const detail =
    typeof payload === 'string'
      ? payload
      : typeof payload?.label === 'string'
        ? payload.label
        : typeof payload?.query === 'string'
          ? payload.query
          : '';
  return detail ? `${action.type}: ${detail.slice(0, 200)}` : action.type;
}

function describeTrace(trace: FlowTrace): string {
  const payload = (trace.payload ?? {}) as Record<string, unknown>;
  if (trace.type === 'text' || trace.type === 'speak')
    return `${trace.type}: ${String(payload.message)}`;
  if (trace.type === 'choice') {
    const names = (payload.buttons as { name: string }[]).map((button) => button.name);
    return `choice: ${names.join(' | ')}`;
  }
  if (trace.type === 'cardV2') return `cardV2: ${String(payload.title)}`;
  if (trace.type === 'carousel') {
    return `carousel: ${(payload.cards as { title: string }[]).map((card) => card.title).join(' | ')}`;
  }
  if (trace.type === 'visual') return `visual: ${String(payload.image)}`;
  if (trace.type === 'block') return `block: ${String(payload.blockID)}`;
  return trace.type;
}
