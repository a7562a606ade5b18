import { Worker } from 'node:worker_threads';
import type { KnowledgeAnswer, KnowledgeQuestion } from './answerKnowledge';
import type { WorkerRequest, WorkerResponse } from './answerWorker';

/** Thrown when more questions wait for the worker than it queues. */
export class AnswerQueueFullError extends Error {
  constructor() {
    super('The answer engine is busy: too many questions are waiting.');
    this.name = 'AnswerQueueFullError';
  }
}

/** Chosen: questions that may wait for the worker (20 visitors at once fit twice over). */
export const MAX_WAITING_ANSWERS = 40;
/** Chosen: a question that takes longer than this stops the worker (it is restarted). */
export const ANSWER_TIMEOUT_MS = 30_000;

interface Waiting {
  resolve: (answer: KnowledgeAnswer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();
let timer: NodeJS.Timeout | undefined;

/**
 * The worker runs `answerWorker`: in the bundle, lib/answerWorker.js beside
 * lib/index.js and lib/chat.js; run from the TypeScript sources (tests,
 * benchmarks), the same file through tsx's loader.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  const started = here.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
          new URL('./answerWorker.ts', here).href,
        )}); });`,
        { eval: true },
      )
    : new Worker(new URL('./answerWorker.js', here));
  started.unref();
  started.on('message', (response: WorkerResponse) => {
    const entry = waiting.get(response.id);
    if (!entry) return;
    waiting.delete(response.id);
    restartTimer();
    if ('error' in response) entry.reject(new Error(response.error));
    else entry.resolve(response.result);
  });
  const fail = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    stopAll(error);
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The answer worker stopped (exit code ${code}).`)));
  return started;
}

function stopAll(error: Error): void {
  clearTimeout(timer);
  timer = undefined;
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

/** The oldest question's deadline; while questions wait the worker keeps the process alive. */
function restartTimer(): void {
  clearTimeout(timer);
  timer = undefined;
  if (waiting.size === 0) {
    worker?.unref();
    return;
  }
  worker?.ref();
  timer = setTimeout(() => {
    const stuck = worker;
    worker = undefined;
    stopAll(new Error(`The answer engine took longer than ${ANSWER_TIMEOUT_MS / 1000} s.`));
    void stuck?.terminate();
  }, ANSWER_TIMEOUT_MS);
  timer.unref();
}

/**
 * Answers a question from knowledge in a worker thread, so building a large
 * knowledge base's index never holds up the chat service's other visitors.
 * One worker is shared by every conversation and keeps built indexes; at
 * most MAX_WAITING_ANSWERS questions wait, more get AnswerQueueFullError.
 */
export function answerInWorker(question: KnowledgeQuestion): Promise<KnowledgeAnswer> {
  if (waiting.size >= MAX_WAITING_ANSWERS) return Promise.reject(new AnswerQueueFullError());
  worker ??= startWorker();
  const id = (nextId += 1);
  return new Promise<KnowledgeAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    if (waiting.size === 1) restartTimer();
    else worker!.ref();
    worker!.postMessage({ id, question } satisfies WorkerRequest);
  });
}

/** Stops the worker (tests, shutdown); the next question starts a new one. */
export async function stopAnswerWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  stopAll(new Error('The answer worker was stopped.'));
  await current?.terminate();
}
