import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorError, GrpcCode, type Engine, type RulesIssue } from '../../engine/types';
import { readJsonBody, sendJson, sendText } from '../httpIo';
import { httpStatusOf, restErrorJson, toRpcError } from '../rpcError';
import { readDebugPath } from './readDebugPath';
import { renderIndexPage } from './renderIndexPage';

const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const EXPORT = /^\/emulator\/v1\/projects\/([^/:]+):export$/;
const DOCUMENTS = /^\/emulator\/v1\/projects\/([^/:]+)\/databases\/([^/:]+)\/documents(\/.*)?$/;

/**
 * Emulator-only endpoints, as firebase-tools and rules-unit-testing call
 * them: load rules, clear a database, export; plus read-only debug views
 * (`GET /emulator/v1/databases`, documents as JSON, an HTML index).
 */
export async function handleAdmin(
  engine: Engine,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (method === 'GET' && (path === '/emulator' || path === '/emulator/')) {
      return sendText(res, 200, await renderIndexPage(engine), 'text/html');
    }
    if (method === 'GET' && path === '/emulator/v1/databases') {
      return sendJson(res, 200, { databases: engine.databases() });
    }
    if (method === 'PUT' && (m = RULES.exec(path))) {
      return await putRules(engine, decodeURIComponent(m[1]!), await readJsonBody(req), res);
    }
    if (method === 'POST' && (m = EXPORT.exec(path))) {
      const body = (await readJsonBody(req)) as {
        export_directory?: unknown;
        export_name?: unknown;
      };
      if (typeof body.export_directory !== 'string' || body.export_directory === '') {
        throw new EmulatorError(GrpcCode.INVALID_ARGUMENT, 'export_directory is required');
      }
      const name = typeof body.export_name === 'string' ? body.export_name : '';
      await engine.exportTo(join(body.export_directory, name));
      return sendJson(res, 200, {});
    }
    if ((m = DOCUMENTS.exec(path))) {
      const database = `projects/${decodeURIComponent(m[1]!)}/databases/${decodeURIComponent(m[2]!)}`;
      if (method === 'DELETE' && !m[3]) {
        engine.clear(database);
        return sendJson(res, 200, {});
      }
      if (method === 'GET') {
        const segments = (m[3] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
        return sendJson(res, 200, await readDebugPath(engine, database, segments));
      }
    }
    throw new EmulatorError(GrpcCode.NOT_FOUND, `Not found: ${method} ${path}`);
  } catch (err) {
    const { code, message } = toRpcError(err);
    sendJson(res, httpStatusOf(code), restErrorJson(code, message));
  }
}

interface RulesBody {
  ignore_errors?: unknown;
  rules?: { files?: { name?: unknown; content?: unknown }[] };
}

/**
 * A broken rules file answers 400 with its issues (rules-unit-testing reports
 * the text); firebase-tools sends `ignore_errors: true` and reads the issues
 * from a 200 instead. Issues carry 1-based line and column.
 */
async function putRules(
  engine: Engine,
  project: string,
  raw: unknown,
  res: ServerResponse,
): Promise<void> {
  const body = raw as RulesBody;
  const files = body.rules?.files;
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    files.some((f) => typeof f?.content !== 'string')
  ) {
    throw new EmulatorError(
      GrpcCode.INVALID_ARGUMENT,
      'rules.files must hold at least one file with a content string',
    );
  }
  const issues = engine.setRules(
    project,
    files.map((f) => ({
      ...(typeof f.name === 'string' ? { name: f.name } : {}),
      content: f.content as string,
    })),
  );
  const errors = issues.filter((i) => i.severity === 'ERROR');
  if (errors.length > 0 && body.ignore_errors !== true) {
    const message = `Failed to load rules:\n${errors.map(describeIssue).join('\n')}`;
    return sendJson(res, 400, { ...restErrorJson(GrpcCode.INVALID_ARGUMENT, message), issues });
  }
  sendJson(res, 200, { issues });
}

function describeIssue(issue: RulesIssue): string {
  const where = issue.sourcePosition;
  return `${where.fileName ?? 'firestore.rules'}:${where.line}:${where.column} - ${issue.severity} ${issue.description}`;
}
