import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the chat service as Cloud Run starts it', () => {
  // Staged inside the repository so the staged bundle finds the installed packages.
  mkdirSync(join(root, '.local'), { recursive: true });
  const staged = mkdtempSync(join(root, '.local', 'chat-stage-'));
  let stop: () => void = () => {};

  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: join(root, 'functions'),
      stdio: 'ignore',
    });
    execFileSync(process.execPath, [join(root, 'scripts/deploy/stageChatService.mjs'), staged], {
      stdio: 'ignore',
    });
  }, 60_000);
  afterAll(() => {
    stop();
    rmSync(staged, { recursive: true, force: true });
  });

  it('stages a bundle, a runtime-only package.json and the Dockerfile', () => {
    const pkg = JSON.parse(readFileSync(join(staged, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe('node lib/chat.js');
    expect(pkg.devDependencies).toBeUndefined();
    expect(Object.keys(pkg.dependencies)).toContain('ws');
    expect(existsSync(join(staged, 'lib/chat.js'))).toBe(true);
    expect(readFileSync(join(staged, 'Dockerfile'), 'utf8')).toContain(
      'CMD ["node", "lib/chat.js"]',
    );
  });

  it('starts with only PORT set and answers the health check', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['lib/chat.js'], {
      cwd: staged,
      env: { PATH: process.env.PATH, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stop = () => child.kill('SIGTERM');
    let answer: Response | undefined;
    for (let tries = 0; !answer && tries < 200; tries++) {
      answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(
        () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100)),
      );
    }
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ ok: true });
  });
});
