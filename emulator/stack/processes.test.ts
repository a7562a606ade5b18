import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { Processes, isAlive, isListening, waitForPort } from './processes';

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

  it('reports a supervised child that dies and restarts it with a growing back-off', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stack-')), 'stack.pids');
    const processes = new Processes(pidFile);
    const lines: string[] = [];
    // Dies at once, like a service crashing on a bad request.
    const service = processes.supervise(
      'crashy',
      'bash',
      ['-c', 'exit 3'],
      { stdio: 'ignore' },
      (line) => lines.push(line),
      {
        firstDelayMs: 50,
        maxDelayMs: 200,
      },
    );
    await expect.poll(() => service.restarts(), { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(lines[0]).toBe('crashy exited with code 3; restarting in 0 s');
    expect(lines).toContain('crashy restarted (restart 1)');
    await processes.stopAll(1000);
    const after = service.restarts();
    await new Promise((r) => setTimeout(r, 400));
    // Stopped on purpose: nothing comes back.
    expect(service.restarts()).toBe(after);
    expect(service.isUp()).toBe(false);
  });

  it('keeps a healthy supervised child and says it is up', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'stack-')), 'stack.pids');
    const processes = new Processes(pidFile);
    const service = processes.supervise('steady', 'sleep', ['60'], { stdio: 'ignore' }, () => {});
    started.push(service.child.pid!);
    expect(service.isUp()).toBe(true);
    process.kill(service.child.pid!, 'SIGKILL');
    await expect.poll(() => service.restarts(), { timeout: 5000 }).toBe(1);
    started.push(service.child.pid!);
    await expect.poll(() => service.isUp(), { timeout: 5000 }).toBe(true);
    await processes.stopAll(1000);
  });

  it('never takes an empty or missing process id for a live process', () => {
    expect(isAlive(process.pid)).toBe(true);
    for (const pid of [0, Number(''), Number('x'), -1]) expect(isAlive(pid)).toBe(false);
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
