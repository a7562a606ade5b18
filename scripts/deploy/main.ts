import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEPLOY_TARGETS,
  DeployConfigError,
  SECRET_NAMES,
  deployPlan,
  type DeployRegion,
} from './deployPlan.ts';

/**
 * `npm run deploy -- --region eu|na [--dry-run]`: builds, then deploys the
 * region's rules, indexes, storage rules, functions and hosting with
 * `firebase deploy`, and the chat service to Cloud Run. `--dry-run` prints the
 * resolved configuration and every command, and runs nothing.
 */
function main(): number {
  const root = join(import.meta.dirname, '../..');
  let flags: { region?: string; 'dry-run': boolean };
  try {
    flags = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: { region: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
    }).values as typeof flags;
  } catch (err) {
    console.error(
      `${(err as Error).message.split('. ')[0]}. Use: npm run deploy -- --region eu|na [--dry-run]`,
    );
    return 2;
  }
  if (!flags.region || !(flags.region in DEPLOY_TARGETS)) {
    console.error('Say which region to deploy: npm run deploy -- --region eu|na [--dry-run]');
    return 2;
  }
  let plan;
  try {
    plan = deployPlan(root, flags.region as DeployRegion, process.env.VG_DEPLOY_CONFIG_DIR ?? root);
  } catch (err) {
    if (err instanceof DeployConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }

  console.log(
    `Deploying region ${plan.region} to project ${plan.projectId} (${plan.location}, Firestore database ${plan.database})`,
  );
  console.log(`Functions parameters: ${JSON.stringify(plan.functionsEnv)}`);
  console.log(`Dashboard and widget build: ${JSON.stringify(plan.appsEnv)}`);
  console.log(
    `Secrets read from Secret Manager (set each once with \`firebase functions:secrets:set NAME --project ${plan.projectId}\`): ${SECRET_NAMES.join(', ')}`,
  );
  for (const [index, command] of plan.commands.entries()) {
    const env = command.env
      ? `${Object.keys(command.env).join(' ')} from .env.${plan.projectId}; `
      : '';
    console.log(
      `\n${index + 1}. ${command.what}\n   (${env}in ${command.cwd})\n   ${[command.program, ...command.args].map(quote).join(' ')}`,
    );
  }
  if (flags['dry-run']) {
    console.log('\nDry run: nothing was built or deployed.');
    return 0;
  }
  for (const command of plan.commands) {
    console.log(`\n▶ ${command.what}`);
    const run = spawnSync(command.program, command.args, {
      cwd: command.cwd,
      stdio: 'inherit',
      env: { ...process.env, ...command.env },
    });
    if (run.status !== 0) {
      console.error(
        `\n✖ ${command.what} failed${run.error ? `: ${run.error.message}` : ''}. Nothing after it ran.`,
      );
      return 1;
    }
  }
  console.log(`\nDeployed ${plan.region} to ${plan.projectId}.`);
  return 0;
}

function quote(arg: string): string {
  return /^[\w@%+=:,./()-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

process.exitCode = main();
