import { EmulatorError, GrpcCode } from '../../engine/types';

/** A `/v1/projects/{p}/databases/{d}/documents[/...][:method]` URL, decoded. */
export interface RestPath {
  /** `projects/{p}/databases/{d}` */
  database: string;
  /** Decoded segments below `documents`, e.g. ['rooms', 'r1']. */
  segments: string[];
  /** The custom method after `:`, e.g. `commit`; undefined for plain resources. */
  method?: string;
}

/**
 * Splits a REST path. Clients encode each segment (the web SDK uses
 * encodeURIComponent), so `:` inside an id arrives as `%3A` and the last raw
 * `:` of the last segment always starts the custom method. Returns null when
 * the path is not under a database's documents.
 */
export function parseRestPath(pathname: string): RestPath | null {
  const raw = pathname.split('/');
  // ['', 'v1', 'projects', p, 'databases', d, 'documents...', ...]
  if (raw[1] !== 'v1' || raw[2] !== 'projects' || raw[4] !== 'databases' || raw.length < 7)
    return null;
  let method: string | undefined;
  const last = raw.length - 1;
  const colon = raw[last]!.lastIndexOf(':');
  if (colon >= 0) {
    method = raw[last]!.slice(colon + 1);
    raw[last] = raw[last]!.slice(0, colon);
  }
  if (raw[6] !== 'documents') return null;
  const [project, databaseId] = [decodeSegment(raw[3]!), decodeSegment(raw[5]!)];
  if (!project || !databaseId) return null;
  const segments = raw.slice(7).map(decodeSegment);
  if (segments.some((s) => s === '')) {
    throw new EmulatorError(GrpcCode.INVALID_ARGUMENT, `Invalid resource path: ${pathname}`);
  }
  return {
    database: `projects/${project}/databases/${databaseId}`,
    segments,
    ...(method ? { method } : {}),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new EmulatorError(
      GrpcCode.INVALID_ARGUMENT,
      `Invalid percent-encoding in path segment: ${segment}`,
    );
  }
}
