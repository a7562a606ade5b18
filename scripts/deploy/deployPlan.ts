import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { PRODUCTION_BUILD_KEYS } from '../../common/src/dev/productionBuildEnv.ts';

/** The two regional deployments: project, Functions/Cloud Run location, Firestore database. */
export const DEPLOY_TARGETS = {
  eu: { alias: 'eu', location: 'europe-west3', database: 'voiceglow-eu' },
  na: { alias: 'na', location: 'us-east4', database: '(default)' },
} as const;

export type DeployRegion = keyof typeof DEPLOY_TARGETS;

/** Values `functions/.env.<project>` must give (secrets are set apart, in Secret Manager). */
export const FUNCTIONS_KEYS = ['VG_REGION', 'VG_PUBLIC_ORIGIN', 'VG_STORAGE_BUCKET'] as const;

/** Secrets the functions and the chat service declare (functions/src/deployment/params.ts). */
export const SECRET_NAMES = [
  'VG_LLM_API_KEY',
  'VG_SMTP_URL',
  'VG_RESEND_API_KEY',
  'VG_STRIPE_SECRET_KEY',
  'VG_STRIPE_WEBHOOK_SECRET',
  'VG_META_APP_SECRET',
  'VG_DISCORD_BOT_TOKEN',
] as const;

/**
 * Cloud Run settings for the chat WebSocket service: a socket lives as long
 * as a request may (60 min), one instance holds many quiet sockets, the same
 * visitor returns to the same instance while it lives (session affinity), and
 * one warm instance keeps the first message fast. No state lives only in an
 * instance (hand-off and messages go through Firestore), so it scales out.
 */
export const CHAT_SERVICE = {
  name: 'voiceglow-chat',
  timeoutSeconds: 3600,
  concurrency: 250,
  minInstances: 1,
  maxInstances: 20,
  memory: '512Mi',
  cpu: '1',
} as const;

export interface Command {
  what: string;
  cwd: string;
  program: string;
  args: string[];
  env?: Record<string, string>;
}

export interface DeployPlan {
  region: DeployRegion;
  projectId: string;
  location: string;
  database: string;
  functionsEnv: Record<string, string>;
  appsEnv: Record<string, string>;
  commands: Command[];
}

/** Reads the configuration of one region and lists every command its deploy runs. */
export function deployPlan(root: string, region: DeployRegion, configDir = root): DeployPlan {
  const target = DEPLOY_TARGETS[region];
  const projectId = projectOf(root, target.alias);
  const functionsFile = join(configDir, 'functions', `.env.${projectId}`);
  const appsFile = join(configDir, `.env.${projectId}`);
  const functionsEnv = readEnvFile(functionsFile);
  const appsEnv = readEnvFile(appsFile);

  const problems = [
    ...missing(functionsEnv, FUNCTIONS_KEYS, functionsFile),
    ...missing(appsEnv, PRODUCTION_BUILD_KEYS, appsFile),
  ];
  if (functionsEnv.VG_REGION && functionsEnv.VG_REGION !== region) {
    problems.push(
      `${functionsFile}: VG_REGION is '${functionsEnv.VG_REGION}', expected '${region}'.`,
    );
  }
  if (appsEnv.VITE_FIREBASE_PROJECT_ID && appsEnv.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(
      `${appsFile}: VITE_FIREBASE_PROJECT_ID is '${appsEnv.VITE_FIREBASE_PROJECT_ID}', expected '${projectId}'.`,
    );
  }
  if (problems.length > 0) throw new DeployConfigError(problems);

  const hosting = join(root, 'dist/hosting');
  const buildEnv = { ...appsEnv, VITE_USE_EMULATORS: 'false' };
  const vite = join(root, 'node_modules/.bin/vite');
  const chatSource = join(root, '.local/deploy', projectId, 'chat');
  const envVars = Object.entries({ ...functionsEnv, VG_PROJECT_ID: projectId })
    .map(([key, value]) => `${key}=${value}`)
    .join(',');
  const commands: Command[] = [
    {
      what: 'Build the functions and the chat service',
      cwd: root,
      program: 'npm',
      args: ['run', 'build', '-w', 'functions'],
    },
    {
      what: 'Build the dashboard',
      cwd: join(root, 'web'),
      program: vite,
      args: ['build', '--outDir', hosting, '--emptyOutDir'],
      env: buildEnv,
    },
    {
      what: 'Build the chat app',
      cwd: join(root, 'widget'),
      program: vite,
      args: ['build', '--outDir', join(hosting, 'widget'), '--emptyOutDir'],
      env: buildEnv,
    },
    {
      what: 'Build the embed loader',
      cwd: join(root, 'widget'),
      program: vite,
      args: [
        'build',
        '--config',
        'vite.loader.config.ts',
        '--outDir',
        join(hosting, 'widget'),
        '--emptyOutDir',
        'false',
      ],
      env: buildEnv,
    },
    {
      what: `Deploy rules, indexes, storage rules, functions and hosting to ${projectId}`,
      cwd: root,
      program: join(root, 'node_modules/.bin/firebase'),
      args: [
        'deploy',
        '--project',
        projectId,
        '--only',
        `firestore:${target.database},storage,functions,hosting`,
        '--non-interactive',
      ],
    },
    {
      what: 'Stage the chat service for Cloud Run',
      cwd: root,
      program: process.execPath,
      args: [join(root, 'scripts/deploy/stageChatService.mjs'), chatSource],
    },
    {
      what: `Deploy the chat WebSocket service to Cloud Run in ${target.location}`,
      cwd: root,
      program: 'gcloud',
      args: [
        'run',
        'deploy',
        CHAT_SERVICE.name,
        '--source',
        chatSource,
        '--project',
        projectId,
        '--region',
        target.location,
        '--allow-unauthenticated',
        '--timeout',
        String(CHAT_SERVICE.timeoutSeconds),
        '--concurrency',
        String(CHAT_SERVICE.concurrency),
        '--session-affinity',
        '--min-instances',
        String(CHAT_SERVICE.minInstances),
        '--max-instances',
        String(CHAT_SERVICE.maxInstances),
        '--memory',
        CHAT_SERVICE.memory,
        '--cpu',
        CHAT_SERVICE.cpu,
        '--set-env-vars',
        envVars,
        '--set-secrets',
        SECRET_NAMES.map((name) => `${name}=${name}:latest`).join(','),
      ],
    },
  ];
  return {
    region,
    projectId,
    location: target.location,
    database: target.database,
    functionsEnv,
    appsEnv,
    commands,
  };
}

/** A configuration a deploy cannot run with; each line says what to set where. */
export class DeployConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The deploy configuration is incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function projectOf(root: string, alias: string): string {
  const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) as {
    projects: Record<string, string>;
  };
  const project = rc.projects[alias];
  if (!project) throw new DeployConfigError([`.firebaserc has no '${alias}' project.`]);
  return project;
}

function readEnvFile(file: string): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

function missing(env: Record<string, string>, keys: readonly string[], file: string): string[] {
  return keys.filter((key) => !env[key]?.trim()).map((key) => `${file}: ${key} has no value.`);
}
