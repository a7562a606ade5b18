/**
 * WebChannel (protocol version 8) wire pieces, as closure's WebChannelBase,
 * ChannelRequest and WireV8 read and write them.
 */
import { EmulatorError, GrpcCode } from '../../engine/types';

/** One message the client sent: its map id and the decoded JSON it carries. */
export interface ForwardMap {
  id: number;
  data: unknown;
}

export interface ForwardBody {
  /** The handshake's `headers=` parameter, decoded (lower-case names). */
  headers: Record<string, string>;
  maps: ForwardMap[];
}

/**
 * A back-channel or forward-channel response chunk: `<length>\n<json>`.
 * The client slices the response text by length in UTF-16 code units, so
 * non-ASCII is escaped to keep code units and bytes the same.
 */
export function encodeChunk(value: unknown): string {
  const json = asciiJson(value);
  return `${json.length}\n${json}`;
}

/** JSON already encoded (with asciiJson), so a message shared by many streams is encoded once. */
export class EncodedJson {
  constructor(readonly text: string) {}
}

export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A forward-channel body: `count=N&ofs=K&req0___data__=<json>&...` (the web
 * SDK sends raw JSON, one `__data__` per message). Messages without
 * `__data__` are plain key/value maps. The handshake also carries
 * `headers=` (HTTP headers as `name:value\r\n` lines) ahead of them.
 */
export function parseForwardBody(text: string): ForwardBody {
  const params = new URLSearchParams(text);
  const count = Number(params.get('count') ?? '0');
  const offset = Number(params.get('ofs') ?? '0');
  if (!Number.isInteger(count) || count < 0 || !Number.isInteger(offset) || offset < 0) {
    throw new Error(
      `Bad forward channel body: count=${params.get('count')} ofs=${params.get('ofs')}`,
    );
  }
  const fields = new Map<number, Record<string, string>>();
  for (const [key, value] of params) {
    const m = /^req(\d+)_(.+)$/.exec(key);
    if (!m) continue;
    const index = Number(m[1]);
    const map = fields.get(index) ?? {};
    map[m[2]!] = value;
    fields.set(index, map);
  }
  const maps: ForwardMap[] = [];
  for (let i = 0; i < count; i++) {
    const map = fields.get(i) ?? {};
    const raw = map['__data__'];
    maps.push({ id: offset + i, data: raw !== undefined ? parseJson(raw) : map });
  }
  const headerText = params.get('headers');
  return { headers: headerText ? parseHeaderBlock(headerText) : {}, maps };
}

/** `Name:value\r\n` lines, as closure's httpCors encodes overwritten headers. */
export function parseHeaderBlock(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badBody('a message is not valid JSON');
  }
}

function badBody(detail: string): EmulatorError {
  return new EmulatorError(GrpcCode.INVALID_ARGUMENT, `Bad forward channel body: ${detail}`);
}
