import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRun } from './nextRun';
import { startScheduler } from './startScheduler';

const calls: { url: string; headers: IncomingHttpHeaders }[] = [];
const functions = createServer((req, res) => {
  if (req.url === '/backends') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        backends: [
          {
            functionTriggers: [
              { name: 'api', id: 'europe-west3-api', region: 'europe-west3', httpsTrigger: {} },
              {
                name: 'sendCampaigns',
                id: 'europe-west3-sendCampaigns',
                region: 'europe-west3',
                schedule: { schedule: 'every 1 minutes' },
              },
              {
                name: 'rollupInsights',
                id: 'europe-west3-rollupInsights',
                region: 'europe-west3',
                schedule: { schedule: 'every day 00:20', timeZone: 'UTC' },
              },
              {
                name: 'expireHandoffs',
                id: 'europe-west3-expireHandoffs',
                region: 'europe-west3',
                schedule: { schedule: 'every 1 minutes', timeZone: null },
              },
            ],
          },
        ],
      }),
    );
    return;
  }
  // As the Functions emulator: event triggers carry the generation of their load.
  if (!/-(sendCampaigns|expireHandoffs)-2$/.test(req.url ?? '')) {
    res
      .writeHead(404)
      .end(
        'Function x does not exist, valid functions are: europe-west3-api, europe-west3-sendCampaigns-2, europe-west3-expireHandoffs-2, europe-west3-rollupInsights-2',
      );
    return;
  }
  calls.push({ url: req.url ?? '', headers: req.headers });
  res.writeHead(200).end();
});
let clock = Date.parse('2026-05-01T10:00:30Z');
let scheduler: Awaited<ReturnType<typeof startScheduler>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  scheduler = await startScheduler({
    host: '127.0.0.1',
    port: 0,
    functionsOrigin: `http://127.0.0.1:${(functions.address() as AddressInfo).port}`,
    projectId: 'demo-x',
    now: () => clock,
  });
});
afterAll(async () => {
  await scheduler.close();
  await new Promise((resolve) => functions.close(resolve));
});

describe('the Cloud Scheduler stand-in', () => {
  it('reads the schedules the functions use', () => {
    const at = Date.parse('2026-05-01T10:00:30Z');
    expect(new Date(nextRun('every 1 minutes', at)!).toISOString()).toBe(
      '2026-05-01T10:01:00.000Z',
    );
    expect(new Date(nextRun('every 15 minutes', at)!).toISOString()).toBe(
      '2026-05-01T10:15:00.000Z',
    );
    expect(new Date(nextRun('every day 00:20', at, 'UTC')!).toISOString()).toBe(
      '2026-05-02T00:20:00.000Z',
    );
    // Firebase's default zone: 00:20 in Los Angeles (summer time, UTC-7).
    expect(new Date(nextRun('every day 00:20', at)!).toISOString()).toBe(
      '2026-05-02T07:20:00.000Z',
    );
    expect(new Date(nextRun('every day 09:00', at, 'Europe/Oslo')!).toISOString()).toBe(
      '2026-05-02T07:00:00.000Z',
    );
    expect(nextRun('0 9 * * 1', at)).toBeNull();
  });

  it('calls every scheduled function when due, as Cloud Scheduler does', async () => {
    await scheduler.tick();
    expect(
      scheduler
        .jobs()
        .map((j) => `${j.name} ${j.timeZone}`)
        .sort(),
    ).toEqual([
      'expireHandoffs America/Los_Angeles',
      'rollupInsights UTC',
      'sendCampaigns America/Los_Angeles',
    ]);
    expect(calls).toHaveLength(0);
    clock = Date.parse('2026-05-01T10:01:00Z');
    await scheduler.tick();
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/functions/projects/demo-x/triggers/europe-west3-expireHandoffs-2',
      '/functions/projects/demo-x/triggers/europe-west3-sendCampaigns-2',
    ]);
    expect(calls[0]?.headers).toMatchObject({
      'x-cloudscheduler': 'true',
      'x-cloudscheduler-scheduletime': '2026-05-01T10:01:00.000Z',
    });
    await scheduler.tick();
    expect(calls).toHaveLength(2);
    const job = (name: string) => scheduler.jobs().find((j) => j.name === name);
    expect(job('sendCampaigns')?.lastRun).toEqual({ at: clock, status: 'OK' });
    expect(job('rollupInsights')).toMatchObject({
      lastRun: null,
      nextRunAt: Date.parse('2026-05-02T00:20:00Z'),
    });
  });

  it('runs a job at once from its page', async () => {
    const page = await fetch(scheduler.origin);
    expect(await page.text()).toContain('Run sendCampaigns now');
    const ran = await fetch(`${scheduler.origin}/jobs/sendCampaigns/run`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(ran.status).toBe(303);
    expect(calls).toHaveLength(3);
    expect(calls.at(-1)?.url).toMatch(/-sendCampaigns-2$/);
  });
});
