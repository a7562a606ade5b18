import { describe, expect, it } from 'vitest';
import { encodeChunk, parseForwardBody, parseHeaderBlock } from './frames';

/** Reads chunks the way closure's ChannelRequest.getNextChunk_ does. */
function readChunks(text: string): unknown[] {
  const out: unknown[] = [];
  let start = 0;
  while (start < text.length) {
    const nl = text.indexOf('\n', start);
    const size = Number(text.substring(start, nl));
    out.push(JSON.parse(text.slice(nl + 1, nl + 1 + size)));
    start = nl + 1 + size;
  }
  return out;
}

describe('encodeChunk', () => {
  it('prefixes the JSON with its length and a newline', () => {
    expect(encodeChunk([[0, ['c', 'sid', '', 8, 14]]])).toBe('25\n[[0,["c","sid","",8,14]]]');
  });

  it('escapes non-ASCII so length in UTF-16 units equals bytes', () => {
    const payload = [[3, [{ s: 'héllo 😀 ✓' }]]];
    const chunk = encodeChunk(payload);
    expect([...chunk].every((c) => c.charCodeAt(0) < 128)).toBe(true);
    expect(Buffer.byteLength(chunk)).toBe(chunk.length);
    // Two chunks back to back decode to the original values.
    expect(readChunks(chunk + encodeChunk([[4, ['noop']]]))).toEqual([payload, [[4, ['noop']]]]);
  });
});

describe('parseForwardBody', () => {
  it('decodes the handshake: headers, count, offset and raw JSON maps', () => {
    const headers = encodeURIComponent(
      'Authorization:Bearer owner\r\nX-Goog-Api-Client:gl-js/\r\n',
    );
    const msg = encodeURIComponent(
      JSON.stringify({ database: 'projects/p/databases/(default)', addTarget: { targetId: 2 } }),
    );
    const body = parseForwardBody(`headers=${headers}&count=1&ofs=0&req0___data__=${msg}`);
    expect(body.headers).toEqual({ authorization: 'Bearer owner', 'x-goog-api-client': 'gl-js/' });
    expect(body.maps).toEqual([
      { id: 0, data: { database: 'projects/p/databases/(default)', addTarget: { targetId: 2 } } },
    ]);
  });

  it('numbers maps from the offset and keeps order', () => {
    const a = encodeURIComponent(JSON.stringify({ removeTarget: 2 }));
    const b = encodeURIComponent(JSON.stringify({ s: 'a+b &=' }));
    const body = parseForwardBody(`count=2&ofs=7&req0___data__=${a}&req1___data__=${b}`);
    expect(body.maps).toEqual([
      { id: 7, data: { removeTarget: 2 } },
      { id: 8, data: { s: 'a+b &=' } },
    ]);
    expect(body.headers).toEqual({});
  });

  it('keeps non-JSON maps as key/value objects', () => {
    expect(parseForwardBody('count=1&ofs=3&req0_type=foo&req0_x=1').maps).toEqual([
      { id: 3, data: { type: 'foo', x: '1' } },
    ]);
  });

  it('rejects a malformed count', () => {
    expect(() => parseForwardBody('count=-1')).toThrow(/Bad forward channel body/);
  });
});

describe('parseHeaderBlock', () => {
  it('ignores blank and malformed lines', () => {
    expect(parseHeaderBlock('A:1\r\n\r\nnocolon\r\nB: two:parts\r\n')).toEqual({
      a: '1',
      b: 'two:parts',
    });
  });
});
