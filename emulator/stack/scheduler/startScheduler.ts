import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendText } from '../../src/http/httpIo';
import { listenOrigin } from '../listenOrigin';
import { escape, standInPage } from '../standInPage';
import { DEFAULT_TIME_ZONE, nextRun } from './nextRun';

/** One scheduled function as a Cloud Scheduler job. */
export interface SchedulerJob {
  name: string;
  /** The Functions emulator's trigger id (`{region}-{name}`). */
  id: string;
  region: string;
  schedule: string;
  timeZone: string;
  nextRunAt: number | null;
  lastRun: { at: number; status: string } | null;
}

interface BackendsAnswer {
  backends?: {
    functionTriggers?: {
      name: string;
      id: string;
      region: string;
      schedule?: { schedule?: string; timeZone?: string | null };
    }[];
  }[];
}

/** How often the stand-in looks for due jobs (and for scheduled functions the emulator loaded). */
const TICK_MS = 10_000;

/**
 * The local stand-in for Cloud Scheduler: the Functions emulator of
 * firebase-tools runs scheduled functions only through the Pub/Sub
 * emulator (a Java download), so this stand-in reads the scheduled
 * functions from the emulator (`/backends`) and, at each due time, calls
 * each one as Cloud Scheduler calls a v2 scheduled function: an HTTP POST
 * with the X-CloudScheduler headers, on the emulator's trigger route.
 * It runs every scheduled function the emulator lists (the functions a
 * deploy would give Cloud Scheduler jobs), or only those `jobs` names; its
 * page lists them with their schedules, next and last runs and a Run now
 * button.
 */
export async function startScheduler(opts: {
  host: string;
  port: number;
  functionsOrigin: string;
  projectId: string;
  /** Only these functions (default: every scheduled function). */
  jobs?: readonly string[];
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const jobs = new Map<string, SchedulerJob>();

  async function discover(): Promise<void> {
    const answer = (await fetch(`${opts.functionsOrigin}/backends`, {
      signal: AbortSignal.timeout(5_000),
    })
      .then((r) => r.json())
      .catch(() => null)) as BackendsAnswer | null;
    for (const trigger of answer?.backends?.flatMap((b) => b.functionTriggers ?? []) ?? []) {
      const schedule = trigger.schedule?.schedule;
      if (!schedule || (opts.jobs && !opts.jobs.includes(trigger.name))) continue;
      const timeZone = trigger.schedule?.timeZone || DEFAULT_TIME_ZONE;
      const known = jobs.get(trigger.name);
      if (known?.schedule === schedule && known.timeZone === timeZone) continue;
      jobs.set(trigger.name, {
        name: trigger.name,
        id: trigger.id,
        region: trigger.region,
        schedule,
        timeZone,
        nextRunAt: nextRun(schedule, now(), timeZone),
        lastRun: known?.lastRun ?? null,
      });
    }
  }

  /**
   * The emulator names an event trigger `{id}-{generation}` (the generation
   * grows when it reloads the functions); a 404 lists the valid names.
   */
  const triggerKeys = new Map<string, string>();
  const call = (job: SchedulerJob, at: number) =>
    fetch(
      `${opts.functionsOrigin}/functions/projects/${opts.projectId}/triggers/${triggerKeys.get(job.id) ?? `${job.id}-0`}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-cloudscheduler': 'true',
          'x-cloudscheduler-jobname': `projects/${opts.projectId}/locations/${job.region}/jobs/firebase-schedule-${job.name}-${job.region}`,
          'x-cloudscheduler-scheduletime': new Date(at).toISOString(),
        },
        body: '{}',
        signal: AbortSignal.timeout(600_000),
      },
    );

  async function run(job: SchedulerJob): Promise<void> {
    const at = now();
    job.nextRunAt = nextRun(job.schedule, at, job.timeZone);
    try {
      let response = await call(job, at);
      if (response.status === 404) {
        const listed = await response.text();
        const generations = [...listed.matchAll(new RegExp(`\\b${job.id}-(\\d+)\\b`, 'g'))];
        const latest = Math.max(...generations.map((m) => Number(m[1])));
        if (Number.isFinite(latest)) {
          triggerKeys.set(job.id, `${job.id}-${latest}`);
          response = await call(job, at);
        }
      }
      await response.arrayBuffer().catch(() => undefined);
      job.lastRun = { at, status: response.ok ? 'OK' : `HTTP ${response.status}` };
    } catch (error) {
      job.lastRun = { at, status: error instanceof Error ? error.message : String(error) };
    }
  }

  const running = new Set<string>();
  async function tick(): Promise<void> {
    // The emulator reloads the functions when they are rebuilt: a new one is picked up here.
    await discover();
    await Promise.all(
      [...jobs.values()].map(async (job) => {
        if (job.nextRunAt === null || job.nextRunAt > now() || running.has(job.name)) return;
        running.add(job.name);
        try {
          await run(job);
        } finally {
          running.delete(job.name);
        }
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://scheduler');
    const runNow = /^\/jobs\/([A-Za-z0-9_-]+)\/run$/.exec(url.pathname);
    if (req.method === 'POST' && runNow) {
      const job = jobs.get(runNow[1]!);
      if (!job) return sendText(res, 404, 'No such job.');
      await run(job);
      res.writeHead(303, { location: '/' }).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      await discover();
      return sendText(res, 200, renderJobs([...jobs.values()]), 'text/html');
    }
    sendText(res, 404, 'Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendText(res, 500, String(error)));
  });
  const origin = await listenOrigin(server, opts.port, opts.host);
  const timer = setInterval(() => void tick(), TICK_MS);
  return {
    origin,
    jobs: () => [...jobs.values()],
    /** Reads the scheduled functions from the emulator now (the ticks do it every 10 s). */
    discover,
    tick,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function renderJobs(jobs: SchedulerJob[]): string {
  const time = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString());
  const rows = jobs
    .map(
      (
        job,
      ) => `<li class="card"><strong>${escape(job.name)}</strong> (${escape(job.schedule)}, ${escape(job.timeZone)}, ${escape(job.region)})
<div class="muted">Next run ${escape(time(job.nextRunAt))}; last run ${job.lastRun ? `${escape(time(job.lastRun.at))}: ${escape(job.lastRun.status)}` : 'none yet'}</div>
<form method="post" action="/jobs/${escape(job.name)}/run"><button type="submit">Run ${escape(job.name)} now</button></form></li>`,
    )
    .join('\n');
  return standInPage(
    'Local Cloud Scheduler',
    `<h1>Local Cloud Scheduler</h1>
<p>Calls the scheduled functions at their times as Cloud Scheduler does. Run one now to skip the wait.</p>
<ul class="plain">${rows || '<li class="card">No scheduled function has loaded yet: refresh in a moment.</li>'}</ul>`,
  );
}
