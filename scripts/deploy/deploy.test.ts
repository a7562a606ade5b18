import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployPlan } from './deployPlan.ts';

const root = join(import.meta.dirname, '../..');

/** The committed configuration with the values only a real project has filled in. */
function completeConfig(project: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vg-deploy-'));
  mkdirSync(join(dir, 'functions'));
  cpSync(join(root, 'functions', `.env.${project}`), join(dir, 'functions', `.env.${project}`));
  writeFileSync(
    join(dir, `.env.${project}`),
    [
      `VITE_FIREBASE_PROJECT_ID=${project}`,
      `VITE_FIREBASE_AUTH_DOMAIN=${project}.firebaseapp.com`,
      'VITE_FIREBASE_API_KEY=AIzaSyExampleExampleExampleExample',
      `VITE_CHAT_ORIGIN=https://voiceglow-chat-${project}.a.run.app`,
    ].join('\n'),
  );
  return dir;
}

function deploy(args: string[], configDir?: string): { code: number; out: string } {
  try {
    const out = execFileSync(
      join(root, 'node_modules/.bin/tsx'),
      ['scripts/deploy/main.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, ...(configDir ? { VG_DEPLOY_CONFIG_DIR: configDir } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { code: 0, out: out.toString() };
  } catch (err) {
    const e = err as { status: number; stdout: Buffer; stderr: Buffer };
    return { code: e.status, out: `${e.stdout.toString()}${e.stderr.toString()}` };
  }
}

describe('npm run deploy', () => {
  it('plans each region into its own project, location and database', () => {
    const eu = deployPlan(root, 'eu', completeConfig('voiceglow-eu'));
    const na = deployPlan(root, 'na', completeConfig('voiceglow-na'));
    expect([eu.projectId, eu.location, eu.database]).toEqual([
      'voiceglow-eu',
      'europe-west3',
      'voiceglow-eu',
    ]);
    expect([na.projectId, na.location, na.database]).toEqual([
      'voiceglow-na',
      'us-east4',
      '(default)',
    ]);
    const firebase = eu.commands.find((c) => c.args[0] === 'deploy');
    expect(firebase?.args).toEqual([
      'deploy',
      '--project',
      'voiceglow-eu',
      '--only',
      'firestore:voiceglow-eu,storage,functions,hosting',
      '--non-interactive',
    ]);
    const run = na.commands.find((c) => c.program === 'gcloud');
    expect(run?.args.slice(0, 9)).toEqual([
      'run',
      'deploy',
      'voiceglow-chat',
      '--source',
      join(root, '.local/deploy/voiceglow-na/chat'),
      '--project',
      'voiceglow-na',
      '--region',
      'us-east4',
    ]);
    expect(run?.args).toContain('--session-affinity');
    expect(run?.args.join(' ')).toContain(
      '--set-secrets VG_LLM_API_KEY=VG_LLM_API_KEY:latest,VG_SMTP_URL=VG_SMTP_URL:latest,VG_RESEND_API_KEY=VG_RESEND_API_KEY:latest,VG_STRIPE_SECRET_KEY=VG_STRIPE_SECRET_KEY:latest,VG_STRIPE_WEBHOOK_SECRET=VG_STRIPE_WEBHOOK_SECRET:latest,VG_META_APP_SECRET=VG_META_APP_SECRET:latest,VG_DISCORD_BOT_TOKEN=VG_DISCORD_BOT_TOKEN:latest',
    );
    // The builds get the production values, never the emulator defaults.
    const builds = eu.commands.filter((c) => c.env);
    expect(builds).toHaveLength(3);
    for (const build of builds) {
      expect(build.env).toMatchObject({
        VITE_USE_EMULATORS: 'false',
        VITE_FIREBASE_PROJECT_ID: 'voiceglow-eu',
      });
    }
  });

  it('--dry-run prints the configuration and every command, and runs nothing', () => {
    const { code, out } = deploy(['--region', 'eu', '--dry-run'], completeConfig('voiceglow-eu'));
    expect(code).toBe(0);
    expect(out).toContain(
      'Deploying region eu to project voiceglow-eu (europe-west3, Firestore database voiceglow-eu)',
    );
    expect(out).toContain(
      'firebase deploy --project voiceglow-eu --only firestore:voiceglow-eu,storage,functions,hosting',
    );
    expect(out).toContain('gcloud run deploy voiceglow-chat --source');
    expect(out).toContain('Dry run: nothing was built or deployed.');
  });

  it('stops with what to set where when a required value is missing', () => {
    const { code, out } = deploy(['--region', 'na', '--dry-run']);
    expect(code).toBe(1);
    expect(out).toContain('The deploy configuration is incomplete:');
    expect(out).toContain(
      `${join(root, '.env.voiceglow-na')}: VITE_FIREBASE_API_KEY has no value.`,
    );
    expect(out).toContain(`${join(root, '.env.voiceglow-na')}: VITE_CHAT_ORIGIN has no value.`);
  });

  it('refuses a missing or unknown region and unknown flags', () => {
    expect(deploy(['--dry-run']).out).toContain('Say which region to deploy');
    expect(deploy(['--region', 'asia']).code).toBe(2);
    expect(deploy(['--regoin', 'eu']).out).toContain("Unknown option '--regoin'");
  });
});
