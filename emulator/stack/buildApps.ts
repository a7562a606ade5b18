import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { join } from 'node:path';

interface App {
  name: string;
  /** Folders whose files decide whether a rebuild is needed. */
  inputs: string[];
  /** What proves a previous build exists. */
  output: string;
  build: () => void;
}

/**
 * Builds the functions, the widget and the dashboard, skipping each one whose
 * sources have not changed since its last build (a warm start stays fast).
 * The hosting folder `dist/hosting` holds the dashboard at its root and the
 * widget under /widget, as Hosting serves them.
 */
export function buildApps(root: string, log: (line: string) => void, force = false): void {
  const hosting = join(root, 'dist/hosting');
  const npm = (args: string[], cwd = root) =>
    execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const vite = (pkg: string, outDir: string) =>
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', 'true', '--logLevel', 'warn'],
      // The apps are built for this stack: said explicitly, as production builds refuse defaults.
      {
        cwd: join(root, pkg),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, VITE_USE_EMULATORS: 'true' },
      },
    );
  const shared = ['common/src', 'package-lock.json'];
  const apps: App[] = [
    {
      name: 'functions',
      inputs: [...shared, 'functions/src', 'functions/build.mjs'],
      output: 'functions/lib/index.js',
      build: () => npm(['run', 'build', '-w', 'functions']),
    },
    {
      name: 'dashboard',
      inputs: [...shared, 'web/src', 'web/index.html', 'web/vite.config.ts', 'web/public'],
      output: 'dist/hosting/index.html',
      build: () => vite('web', join(hosting)),
    },
    {
      name: 'widget',
      inputs: [
        ...shared,
        'widget/src',
        'widget/index.html',
        'widget/vite.config.ts',
        'emulator/stack/demo',
      ],
      output: 'dist/hosting/widget/loader.js',
      build: () => {
        vite('widget', join(hosting, 'widget'));
        execFileSync(
          join(root, 'node_modules/.bin/vite'),
          [
            'build',
            '--config',
            'vite.loader.config.ts',
            '--outDir',
            join(hosting, 'widget'),
            '--emptyOutDir',
            'false',
            '--logLevel',
            'warn',
          ],
          { cwd: join(root, 'widget'), stdio: ['ignore', 'pipe', 'pipe'] },
        );
        // The demo host page: a customer site embedding the widget with the loader.
        copyFileSync(
          join(root, 'emulator/stack/demo/demo.html'),
          join(hosting, 'widget/demo.html'),
        );
      },
    },
  ];
  const stampFile = join(root, '.local/build-stamps.json');
  const stamps: Record<string, string> = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, 'utf8')) as Record<string, string>)
    : {};
  // The dashboard empties dist/hosting, so the widget must follow it.
  let rebuiltDashboard = false;
  for (const app of apps) {
    const stamp = fingerprint(root, app.inputs);
    const upToDate =
      !force &&
      stamps[app.name] === stamp &&
      existsSync(join(root, app.output)) &&
      !(app.name === 'widget' && rebuiltDashboard);
    if (upToDate) continue;
    const started = Date.now();
    log(`building ${app.name}…`);
    try {
      app.build();
    } catch (err) {
      const e = err as { stderr?: Buffer; stdout?: Buffer };
      throw new Error(
        `Building ${app.name} failed:\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? String(err)}`,
      );
    }
    if (app.name === 'dashboard') rebuiltDashboard = true;
    stamps[app.name] = stamp;
    log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  mkdirSync(join(root, '.local'), { recursive: true });
  writeFileSync(stampFile, JSON.stringify(stamps, null, 2));
}

/** A hash of every input file's path, size and modification time. */
function fingerprint(root: string, inputs: string[]): string {
  const hash = createHash('sha1');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
          continue;
        visit(join(path, entry));
      }
      return;
    }
    hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest('hex');
}
