/**
 * `npm run emulator`: serves the Firestore emulator (gRPC + REST + WebChannel
 * on one port), prints where, and exports the data on SIGINT / SIGTERM when
 * asked to.
 */
import { parseArgs } from 'node:util';
import { startEmulator } from './server';

const USAGE = `Usage: emulator [--host 127.0.0.1] [--port 8080] [--rules FILE] [--import DIR] [--export-on-exit DIR]
  FIRESTORE_PORT sets the default port.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      rules: { type: 'string' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const port = Number(values.port ?? process.env.FIRESTORE_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid port "${values.port}".`);
  const emulator = await startEmulator({
    host: values.host ?? '127.0.0.1',
    port,
    rulesFile: values.rules,
    importDir: values.import,
    exportOnExit: values['export-on-exit'],
  });
  process.stdout.write(
    `Firestore emulator listening on ${emulator.address} (gRPC, REST and WebChannel)\n` +
      `FIRESTORE_EMULATOR_HOST=${emulator.address}\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    emulator.close().then(
      () => {
        if (values['export-on-exit'])
          process.stdout.write(`Exported data to ${values['export-on-exit']}\n`);
        process.exit(0);
      },
      (e: Error) => {
        process.stderr.write(`Failed to stop cleanly after ${signal}: ${e.message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // One bad request must never take the emulator (and everyone's data) down.
  process.on('uncaughtException', (e) =>
    process.stderr.write(`Unexpected error (still serving): ${e.stack ?? e}\n`),
  );
  process.on('unhandledRejection', (e) =>
    process.stderr.write(`Unexpected rejection (still serving): ${String(e)}\n`),
  );
}

main().catch((e: Error) => {
  process.stderr.write(`${e.message}\n${USAGE}\n`);
  process.exit(1);
});
