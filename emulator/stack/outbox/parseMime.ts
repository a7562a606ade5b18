/** Just enough MIME to show what nodemailer sends: headers, text and html parts. */
export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  date: string;
  text: string;
  html: string;
}

export function parseMime(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ParsedMail = {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    date: headers.get('date') ?? new Date().toUTCString(),
    text: '',
    html: '',
  };
  collectParts(headers, body, mail);
  return mail;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split('\n')) {
    if (/^\s/.test(line) && last) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string, mail: ParsedMail): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\n/, ''));
      collectParts(part.headers, part.body, mail);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  if (/^text\/html/i.test(type) && !mail.html) mail.html = decoded;
  else if (/^text\//i.test(type) && !mail.text) mail.text = decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body.replace(/\n$/, '');
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes).replace(/\n$/, '');
  } catch {
    return text;
  }
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
