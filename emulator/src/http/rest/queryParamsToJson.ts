import type protobuf from 'protobufjs';
import { messageType } from '../proto/protoRoot';

/** Parameters of Google's REST frontends that are not request fields. */
const SYSTEM_PARAMS = new Set([
  'key',
  'alt',
  '$alt',
  'prettyPrint',
  'access_token',
  'fields',
  'callback',
  '$httpOverwrite',
]);

/**
 * GET/PATCH/DELETE carry request fields as query parameters with dotted paths
 * (`mask.fieldPaths=a&mask.fieldPaths=b`, `currentDocument.exists=true`).
 * Builds the proto3 JSON object they describe, so the usual JSON decoding
 * validates them; bools arrive as text and are converted here.
 */
export function queryParamsToJson(
  typeName: string,
  params: URLSearchParams,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (SYSTEM_PARAMS.has(key)) continue;
    let type: protobuf.Type | null = messageType(typeName);
    let target = out;
    const parts = key.split('.');
    parts.forEach((part, i) => {
      const field: protobuf.Field | undefined = type?.fields[part] ?? type?.fields[camel(part)];
      const name = field?.name ?? part;
      if (i < parts.length - 1) {
        target = (target[name] ??= {}) as Record<string, unknown>;
        type = (field?.resolvedType as protobuf.Type | null | undefined) ?? null;
        return;
      }
      const isBool = field?.type === 'bool' && (value === 'true' || value === 'false');
      const parsed = isBool ? value === 'true' : value;
      if (field?.repeated) ((target[name] ??= []) as unknown[]).push(parsed);
      else target[name] = parsed;
    });
  }
  return out;
}

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
