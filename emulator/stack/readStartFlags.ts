import { parseArgs } from 'node:util';

/** `npm start -- --fresh --rebuild --official`; anything else is refused, not ignored. */
export function readStartFlags(args: string[]): {
  fresh: boolean;
  rebuild: boolean;
  official: boolean;
} {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        fresh: { type: 'boolean', default: false },
        rebuild: { type: 'boolean', default: false },
        official: { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    const said = err instanceof Error ? err.message.split('. ')[0] : String(err);
    throw new Error(`${said}. Use: npm start [-- --fresh] [--rebuild] [--official]`);
  }
}
