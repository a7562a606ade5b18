import { resolve } from 'node:path';
import { readStartFlags } from './readStartFlags';
import { startStack, DEMO_USERS, type StackUrls } from './startStack';

/** `npm start`: the whole platform, offline, until Ctrl-C. */
async function main(): Promise<void> {
  const flags = readStartFlags(process.argv.slice(2));
  const started = Date.now();
  const root = resolve(import.meta.dirname, '../..');
  const stack = await startStack({
    root,
    fresh: flags.fresh,
    rebuild: flags.rebuild,
    official: flags.official,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(readyTable(stack.urls, (Date.now() - started) / 1000));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping… (saving data)');
    await stack.stop();
    console.log('Stopped. Data saved in .local/.');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function readyTable(urls: StackUrls, seconds: number): string {
  const rows: [string, string][] = [
    ['Dashboard', urls.dashboard],
    ['Widget demo page', urls.widgetDemo],
    ['E-mail outbox', urls.outbox],
    ['Firestore emulator', urls.firestore],
    ['Auth emulator', urls.auth],
    ['Functions (eu api)', urls.functions],
    ['Chat WebSocket', urls.chat],
    ['Local bucket', urls.bucket],
    ['Speech-to-text (local)', urls.speech],
    ['DNS host (add records)', urls.dnsPage],
    ['DNS server (UDP/TCP)', urls.dnsServer],
    ['Demo agency sub-domain', urls.agencySubdomain],
  ];
  for (const [role, user] of Object.entries(DEMO_USERS)) {
    const signIn = `${urls.dashboard}?username=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`;
    rows.push([`Sign in as ${role}`, signIn]);
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  return [
    '',
    rule,
    `  VoiceGlow is running offline (ready in ${seconds.toFixed(1)} s). Ctrl-C stops it and saves the data.`,
    rule,
    ...lines,
    rule,
  ].join('\n');
}

main().catch((err: unknown) => {
  console.error(
    `\nCould not start the platform: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
