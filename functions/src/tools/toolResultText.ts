import type { ToolResponse } from './callTool';

const TEXT_KEYS = ['message', 'answer', 'text', 'summary', 'result'] as const;
const MAX_CHARS = 600;

/**
 * What the offline engine says with a tool's answer: the answer's own
 * sentence when it has one (message, answer, text, summary, result), else
 * its fields as "Key: value" lines; a failed call says so.
 */
export function toolResultText(toolName: string, response: ToolResponse): string {
  const body = response.body;
  if (!response.ok) {
    const said = ownText(body) ?? errorText(body);
    return said ? said.slice(0, MAX_CHARS) : `Sorry, ${toolName} is not available right now.`;
  }
  if (typeof body === 'string') return body.trim().slice(0, MAX_CHARS) || `${toolName}: done.`;
  const own = ownText(body);
  if (own) return own.slice(0, MAX_CHARS);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const lines = Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => `${label(key)}: ${String(value)}`);
    if (lines.length > 0) return lines.join('\n').slice(0, MAX_CHARS);
  }
  return JSON.stringify(body ?? null).slice(0, MAX_CHARS);
}

function ownText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function errorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  return error && typeof error === 'object' ? ownText(error) : null;
}

function label(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
