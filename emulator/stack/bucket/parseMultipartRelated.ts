/** Splits a multipart/related body (metadata JSON part, then media part). */
export function parseMultipartRelated(
  contentType: string,
  body: Buffer,
): { contentType?: string; body: Buffer }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [{ body }];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType?: string; body: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length, next);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = chunk.subarray(0, headerEnd).toString('utf8');
      let content = chunk.subarray(headerEnd + 4);
      if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
      parts.push({ contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1], body: content });
    }
    start = next;
  }
  return parts;
}
