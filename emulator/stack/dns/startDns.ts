import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import dns2 from 'dns2';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import {
  hasName,
  lookup,
  parseZoneRecord,
  type DnsRecordType,
  type NewZoneRecord,
  type ZoneRecord,
} from './dnsZone';
import { renderDnsPage } from './renderDnsPage';

const { Packet } = dns2;

const TYPE_CODES: Record<DnsRecordType, number> = {
  A: Packet.TYPE.A,
  CNAME: Packet.TYPE.CNAME,
  TXT: Packet.TYPE.TXT,
  MX: Packet.TYPE.MX,
};
const TTL_SECONDS = 60;

export interface LocalDns {
  /** host:port of the DNS server (UDP and TCP), for `Resolver.setServers`. */
  server: string;
  /** The page where a person acts as the domain's DNS host. */
  origin: string;
  records: () => readonly ZoneRecord[];
  add: (record: NewZoneRecord) => ZoneRecord;
  close: () => Promise<void>;
}

/**
 * The public-DNS stand-in: a real authoritative DNS server (dns2, UDP and
 * TCP) answering the records a person adds on its page, as a domain's DNS
 * host would. The functions resolve through it with `node:dns`; production
 * resolves through public DNS. `baseRecords` are the product's own zone
 * (the wildcard for product sub-domains); records persist in `file`.
 */
export async function startDns(opts: {
  host: string;
  dnsPort: number;
  webPort: number;
  file?: string;
  baseRecords?: NewZoneRecord[];
}): Promise<LocalDns> {
  const saved: ZoneRecord[] =
    opts.file && existsSync(opts.file)
      ? (JSON.parse(readFileSync(opts.file, 'utf8')) as ZoneRecord[])
      : [];
  const records: ZoneRecord[] = saved;
  const persist = () => {
    if (!opts.file) return;
    mkdirSync(dirname(opts.file), { recursive: true });
    writeFileSync(opts.file, JSON.stringify(records, null, 1));
  };
  const add = (record: NewZoneRecord): ZoneRecord => {
    const existing = records.find(
      (r) => r.type === record.type && r.name === record.name && r.value === record.value,
    );
    if (existing) return existing;
    const created = { ...record, id: Math.max(0, ...records.map((r) => r.id)) + 1 };
    records.push(created);
    persist();
    return created;
  };
  for (const record of opts.baseRecords ?? []) add(record);

  const dns = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      response.header.aa = 1;
      const [question] = request.questions;
      const type = (Object.keys(TYPE_CODES) as DnsRecordType[]).find(
        (key) => TYPE_CODES[key] === question?.type,
      );
      const answers = question && type ? lookup(records, question.name, type) : [];
      if (question && answers.length === 0)
        response.header.rcode = hasName(records, question.name) ? 0 : 3;
      // dns2 encodes plain resource objects (its README's way); its types name a class.
      response.answers.push(...(answers.map(toResource) as unknown as typeof response.answers));
      send(response);
    },
  });
  await dns.listen({
    udp: { port: opts.dnsPort, address: opts.host },
    tcp: { port: opts.dnsPort, address: opts.host },
  });

  const web = createServer((req, res) => {
    handlePage(req, res).catch((error: unknown) => sendText(res, 400, String(error)));
  });
  async function handlePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${opts.host}`);
    if (req.method === 'GET' && url.pathname === '/records') return sendJson(res, 200, { records });
    if (req.method === 'GET' && url.pathname === '/')
      return sendText(res, 200, renderDnsPage(records, url.searchParams.get('error')), 'text/html');
    if (
      req.method === 'POST' &&
      (url.pathname === '/records' || url.pathname === '/records/delete')
    ) {
      const text = await readBody(req);
      const json = (req.headers['content-type'] ?? '').includes('json');
      const fields: Record<string, unknown> = json
        ? (JSON.parse(text || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(text));
      if (url.pathname === '/records/delete') {
        const index = records.findIndex((r) => r.id === Number(fields.id));
        if (index >= 0) records.splice(index, 1);
        persist();
        return json ? sendJson(res, 200, { records }) : redirect(res, '/');
      }
      const parsed = parseZoneRecord(fields);
      if (!parsed.ok) {
        return json
          ? sendJson(res, 400, { error: parsed.error })
          : redirect(res, `/?error=${encodeURIComponent(parsed.error)}`);
      }
      const record = add(parsed.record);
      return json ? sendJson(res, 201, { record }) : redirect(res, '/');
    }
    sendText(res, 404, 'Not found');
  }
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(opts.webPort, opts.host, resolve);
  });

  return {
    server: `${opts.host}:${opts.dnsPort}`,
    origin: `http://${opts.host}:${opts.webPort}`,
    records: () => records,
    add,
    close: async () => {
      await dns.close();
      await new Promise<void>((resolve) => {
        web.closeAllConnections();
        web.close(() => resolve());
      });
    },
  };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}

function toResource(record: ZoneRecord) {
  const base = {
    name: record.name,
    type: TYPE_CODES[record.type],
    class: Packet.CLASS.IN,
    ttl: TTL_SECONDS,
  };
  switch (record.type) {
    case 'A':
      return { ...base, address: record.value };
    case 'CNAME':
      return { ...base, domain: record.value };
    case 'TXT':
      return { ...base, data: record.value };
    case 'MX':
      return { ...base, exchange: record.value, priority: record.priority ?? 10 };
  }
}
