import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { deployRegions } from '../deployment/deployRegions';
import { loadEnv, projectId } from '../env';
import { adminApp } from '../firestore';

/**
 * Cloud Tasks: queues `data` for the task queue function `functionName`
 * (exported from index.ts, deployed in the first region). With `id`, a
 * second task of the same id is refused by Cloud Tasks (firebase-admin
 * throws code `functions/task-already-exists`). Offline, the Functions
 * emulator's queue (CLOUD_TASKS_EMULATOR_HOST) takes it.
 */
export async function enqueueTask(
  functionName: string,
  data: Record<string, unknown>,
  opts: { id?: string } = {},
): Promise<void> {
  await getFunctions(taskQueueApp())
    .taskQueue(`locations/${deployRegions()[0]}/functions/${functionName}`)
    .enqueue(data, opts.id ? { id: opts.id } : undefined);
}

/** Whether an enqueue failed because a task of that id exists already. */
export function isDuplicateTask(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'functions/task-already-exists' || code === 'task-already-exists';
}

/**
 * The app that enqueues. In production the runtime's own identity signs the
 * task (found through the metadata server). Offline, the Functions
 * emulator's queue takes any caller, so the account is named here and
 * firebase-admin never looks for a metadata server that is not there.
 */
function taskQueueApp(): App {
  const env = loadEnv();
  if (!env.CLOUD_TASKS_EMULATOR_HOST) return adminApp();
  const name = 'task-queue-emulator';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp(
      { projectId: projectId(env), serviceAccountId: 'task-queue@emulator.local' },
      name,
    )
  );
}
