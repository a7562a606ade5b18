import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_TARGETS, SECRET_NAMES, type DeployRegion } from './deployPlan.ts';

const root = join(import.meta.dirname, '../..');
const functionsDir = join(root, 'functions');

interface ManifestEndpoint {
  region: string[];
  secretEnvironmentVariables?: { key: string }[];
  httpsTrigger?: object;
  callableTrigger?: object;
  scheduleTrigger?: { schedule: string };
  taskQueueTrigger?: { retryConfig?: object; rateLimits?: object };
  concurrency?: unknown;
  minInstances?: unknown;
  timeoutSeconds?: unknown;
}

/**
 * What `firebase deploy` would read: the manifest that firebase-functions'
 * own discovery binary builds from the bundled code, with the region's
 * `functions/.env.<project>` values in the environment as the CLI sets them.
 */
function manifest(region: DeployRegion): {
  endpoints: Record<string, ManifestEndpoint>;
  params: { name: string }[];
} {
  const out = join(mkdtempSync(join(tmpdir(), 'vg-manifest-')), 'functions.json');
  execFileSync(join(root, 'node_modules/.bin/firebase-functions'), [], {
    cwd: functionsDir,
    env: { PATH: process.env.PATH, VG_REGION: region, FUNCTIONS_MANIFEST_OUTPUT_PATH: out },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

describe('functions as firebase deploy discovers them', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: functionsDir, stdio: 'ignore' });
  }, 60_000);

  it.each(['eu', 'na'] as const)(
    '%s: every function runs only in its region, with the secrets',
    (region) => {
      const { endpoints, params } = manifest(region);
      expect(Object.keys(endpoints)).toContain('api');
      for (const [name, endpoint] of Object.entries(endpoints)) {
        expect(endpoint.region, name).toEqual([DEPLOY_TARGETS[region].location]);
        expect(endpoint.secretEnvironmentVariables?.map((s) => s.key).sort(), name).toEqual(
          [...SECRET_NAMES].sort(),
        );
        expect(
          Boolean(
            endpoint.httpsTrigger ??
            endpoint.callableTrigger ??
            endpoint.scheduleTrigger ??
            endpoint.taskQueueTrigger,
          ),
          name,
        ).toBe(true);
      }
      expect(endpoints.expireHandoffs?.scheduleTrigger).toMatchObject({
        schedule: 'every 1 minutes',
      });
      expect(endpoints.refreshKnowledge?.scheduleTrigger).toMatchObject({
        schedule: 'every 15 minutes',
      });
      expect(endpoints.indexKnowledge?.taskQueueTrigger).toMatchObject({
        retryConfig: { maxAttempts: 3 },
        rateLimits: { maxConcurrentDispatches: 4 },
      });
      expect(endpoints.answerDiscord?.taskQueueTrigger).toMatchObject({
        retryConfig: { maxAttempts: 3 },
      });
      expect(endpoints.sendCampaigns?.scheduleTrigger).toMatchObject({
        schedule: 'every 1 minutes',
      });
      expect(endpoints.rollupInsights?.scheduleTrigger).toMatchObject({
        schedule: 'every day 00:20',
        timeZone: 'UTC',
      });
      expect(endpoints.api).toMatchObject({
        concurrency: '{{ params.VG_API_CONCURRENCY }}',
        minInstances: '{{ params.VG_API_MIN_INSTANCES }}',
        timeoutSeconds: '{{ params.VG_API_TIMEOUT_SECONDS }}',
      });
      expect(params.map((p) => p.name)).toEqual(
        expect.arrayContaining([
          ...SECRET_NAMES,
          'VG_API_MIN_INSTANCES',
          'VG_API_CONCURRENCY',
          'VG_API_TIMEOUT_SECONDS',
        ]),
      );
    },
  );

  it('serves both regions from one emulator when no region is set (the local stack)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'vg-manifest-')), 'functions.json');
    execFileSync(join(root, 'node_modules/.bin/firebase-functions'), [], {
      cwd: functionsDir,
      env: { PATH: process.env.PATH, FUNCTIONS_MANIFEST_OUTPUT_PATH: out },
      stdio: 'ignore',
    });
    const { endpoints } = JSON.parse(readFileSync(out, 'utf8')) as {
      endpoints: Record<string, ManifestEndpoint>;
    };
    expect(endpoints.api?.region).toEqual(['europe-west3', 'us-east4']);
  });
});
