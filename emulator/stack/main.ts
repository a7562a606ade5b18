import { resolve } from 'node:path';
import { readStartFlags } from './readStartFlags';
import { startStack } from './startStack';
import { readyTable } from './readyTable';

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
  console.log(readyTable(stack, (Date.now() - started) / 1000));

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

main().catch((err: unknown) => {
  console.error(
    `\nCould not start the platform: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
