import { EmulatorError, GrpcCode } from '../engine/types';

/** gRPC status names, as `error.status` carries them in JSON. */
const STATUS_NAMES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

/** HTTP status per gRPC code, as Google's JSON frontends map them (google.rpc.Code). */
const HTTP_STATUS = [
  200, 499, 500, 400, 504, 404, 409, 403, 429, 400, 409, 400, 501, 500, 503, 500, 401,
];

export interface RpcErrorJson {
  error: { code: number; message: string; status: string };
}

/** Any thrown value as a gRPC code and message; unknown failures are INTERNAL. */
export function toRpcError(err: unknown): { code: number; message: string } {
  if (err instanceof EmulatorError) return { code: err.code, message: err.message };
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'number' && code > 0 && code < STATUS_NAMES.length) {
    return {
      code,
      message: String(
        (err as { details?: unknown; message?: unknown }).details ?? (err as Error).message,
      ),
    };
  }
  return { code: GrpcCode.INTERNAL, message: err instanceof Error ? err.message : String(err) };
}

export function statusName(code: number): string {
  return STATUS_NAMES[code] ?? 'UNKNOWN';
}

export function httpStatusOf(code: number): number {
  return HTTP_STATUS[code] ?? 500;
}

/** The REST error body: `code` is the HTTP status, `status` the gRPC name. */
export function restErrorJson(code: number, message: string): RpcErrorJson {
  return { error: { code: httpStatusOf(code), message, status: statusName(code) } };
}

/** The error payload inside a WebChannel stream: `code` is the gRPC code. */
export function streamErrorJson(code: number, message: string): RpcErrorJson {
  return { error: { code, message, status: statusName(code) } };
}
