/**
 * The worker thread that answers from knowledge (started by
 * `answerInWorker.ts`; bundled as lib/answerWorker.js): building an index
 * and reading its sentences happen here, off the chat service's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { answerKnowledge, type KnowledgeAnswer, type KnowledgeQuestion } from './answerKnowledge';

export interface WorkerRequest {
  id: number;
  question: KnowledgeQuestion;
}

export type WorkerResponse =
  { id: number; result: KnowledgeAnswer } | { id: number; error: string };

parentPort?.on('message', (request: WorkerRequest) => {
  answerKnowledge(request.question).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies WorkerResponse),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WorkerResponse),
  );
});
