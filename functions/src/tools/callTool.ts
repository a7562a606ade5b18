import type { Tool, ToolField } from '@vg/common';
import type { AddressGuard } from './addressGuard';
import { guardedRequest, type GuardedResponse } from './guardedRequest';

export const TOOL_TIMEOUT_MS = 8000;
/** Larger answers are cut off: a tool result is read back to a visitor, not downloaded. */
export const TOOL_MAX_RESPONSE_BYTES = 64 * 1024;

export interface RunnableTool {
  id: string;
  name: string;
  description?: string | undefined;
  fields: ToolField[];
  serverUrl?: string | undefined;
  /** From the tool's private document; sent as a bearer token to serverUrl only. */
  secret?: string | undefined;
}

export interface ToolCallOptions {
  guard: AddressGuard;
  timeoutMs?: number;
  maxBytes?: number;
}

export type ToolResponse = GuardedResponse;

/** The fields' values for a call: what was filled, else the field's value, else its default. */
export function fieldValues(fields: readonly ToolField[], args: Record<string, unknown>) {
  const values: { field: ToolField; value: unknown }[] = [];
  for (const field of fields) {
    const raw = args[field.key] ?? field.value ?? field.defaultValue;
    if (raw === undefined || raw === null || raw === '') continue;
    values.push({ field, value: coerce(field.type, raw) });
  }
  return values;
}

function coerce(type: ToolField['type'], raw: unknown): unknown {
  if (type === 'number') {
    const number = typeof raw === 'number' ? raw : Number(String(raw).trim());
    return Number.isFinite(number) ? number : raw;
  }
  if (type === 'boolean') return raw === true || String(raw).toLowerCase() === 'true';
  if (type === 'object' && typeof raw === 'string') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return type === 'string' && typeof raw !== 'string' ? String(raw) : raw;
}

/** Required fields the call has no value for. */
export function missingFields(tool: RunnableTool, args: Record<string, unknown>): ToolField[] {
  const filled = new Set(fieldValues(tool.fields, args).map(({ field }) => field.key));
  return tool.fields.filter((field) => field.required && !filled.has(field.key));
}

/**
 * Calls a tool's server the way the runtime and the Test button do: query
 * fields in the address, header fields as headers, body fields as a JSON
 * body (POST; GET when the tool has none), the tool's secret as the bearer
 * token. The server, never the browser, calls; private and internal
 * addresses are refused at connect time, redirects are not followed (so
 * the secret reaches only the tool's own server), slow servers time out
 * and large answers are refused.
 */
export async function callTool(
  tool: RunnableTool,
  args: Record<string, unknown>,
  options: ToolCallOptions,
): Promise<ToolResponse> {
  const started = Date.now();
  const failed = (error: string, status?: number): ToolResponse => ({
    ok: false,
    error,
    ms: Date.now() - started,
    ...(status !== undefined ? { status } : {}),
  });
  let url: URL;
  try {
    url = new URL(tool.serverUrl ?? '');
  } catch {
    return failed('The tool has no valid server URL (https://…).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return failed('The server URL must start with https:// (or http://).');
  }
  if (url.username || url.password) return failed('Put credentials in the secret, not the URL.');
  const headers: Record<string, string> = { accept: 'application/json' };
  const body: Record<string, unknown> = {};
  for (const { field, value } of fieldValues(tool.fields, args)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (field.in === 'query') url.searchParams.set(field.key, text);
    else if (field.in === 'header') {
      if (/^[!#$%&'*+.^`|~\w-]+$/.test(field.key) && !/[\r\n]/.test(text))
        headers[field.key.toLowerCase()] = text;
    } else body[field.key] = value;
  }
  // The owner's secret wins over a header field of the same name.
  if (tool.secret) headers.authorization = `Bearer ${tool.secret}`;
  const hasBody = tool.fields.some((field) => field.in === 'body');
  const payload = hasBody ? Buffer.from(JSON.stringify(body)) : undefined;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }

  return guardedRequest(
    url,
    { method: payload ? 'POST' : 'GET', headers, ...(payload ? { body: payload } : {}) },
    {
      guard: options.guard,
      timeoutMs: options.timeoutMs ?? TOOL_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? TOOL_MAX_RESPONSE_BYTES,
      label: 'tool',
    },
    started,
  );
}

/** The runnable form of a stored tool and its private secret. */
export function runnableTool(tool: Tool, secret: string | undefined): RunnableTool {
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    fields: tool.fields,
    serverUrl: tool.serverUrl,
    secret,
  };
}
