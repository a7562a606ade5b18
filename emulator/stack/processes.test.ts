import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { Processes, isListening, waitForPort } from './processes';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stack processes', () => {
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started) if (alive(pid)) process.kill(-pid, 'SIGKILL');
  });

  it('records children and, after a crash of the launcher, stops the whole group they left', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stack-')), 'stack.pids');
    const crashed = new Processes(pidFile);
    // A child that starts a grandchild, as firebase-tools starts function workers.
    const child = crashed.start('parent', 'bash', ['-c', 'sleep 60 & wait'], { stdio: 'ignore' });
    started.push(child.pid!);
    expect(readFileSync(pidFile, 'utf8')).toBe(`launcher ${process.pid}\n${child.pid}`);

    // The launcher dies without stopping anything; the next start reaps.
    const next = new Processes(pidFile);
    expect(next.reapLeftovers()).toBe(1);
    await expect.poll(() => alive(child.pid!), { timeout: 5000 }).toBe(false);
    // No child is listed any more, so a later start has nothing to reap.
    expect(readFileSync(pidFile, 'utf8').split('\n').slice(1)).toEqual([]);
    expect(next.reapLeftovers()).toBe(0);
  });

  it('leaves alone the children of a launcher that is still running', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stack-')), 'stack.pids');
    const launcher = spawn('sleep', ['60'], { stdio: 'ignore', detached: true });
    const child = spawn('sleep', ['60'], { stdio: 'ignore', detached: true });
    started.push(launcher.pid!, child.pid!);
    writeFileSync(pidFile, `launcher ${launcher.pid}\n${child.pid}`);
    expect(new Processes(pidFile).reapLeftovers()).toBe(0);
    expect(alive(child.pid!)).toBe(true);

    process.kill(launcher.pid!, 'SIGKILL');
    await expect.poll(() => alive(launcher.pid!), { timeout: 5000 }).toBe(false);
    expect(new Processes(pidFile).reapLeftovers()).toBe(1);
    await expect.poll(() => alive(child.pid!), { timeout: 5000 }).toBe(false);
  });

  it('stops children gracefully with SIGINT, like Ctrl-C', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stack-')), 'stack.pids');
    const processes = new Processes(pidFile);
    const child = processes.start(
      'graceful',
      'bash',
      ['-c', 'trap "echo bye; exit 0" INT; sleep 60 & wait'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    started.push(child.pid!);
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    await new Promise((r) => setTimeout(r, 200));
    await processes.stopAll(3000);
    expect(output).toContain('bye');
    expect(child.exitCode).toBe(0);
  });

  it('waits for a port and tells whether something listens', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as { port: number }).port;
    await waitForPort(port, '127.0.0.1', 2000);
    expect(await isListening(port, '127.0.0.1')).toBe(true);
    await new Promise((r) => server.close(r));
    expect(await isListening(port, '127.0.0.1')).toBe(false);
    await expect(waitForPort(port, '127.0.0.1', 300)).rejects.toThrow(/Nothing answered/);
  });
});
