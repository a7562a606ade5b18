/**
 * The worker thread that answers from knowledge (started by
 * `answerInWorker.ts`; bundled as lib/answerWorker.js): building an index
 * and reading its sentences happen here, off the chat service's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { answerKnowledge, type KnowledgeQuestion } from './answerKnowledge';

export interface WorkerRequest {
  id: number;
  question: KnowledgeQuestion;
}

export type WorkerResponse =
  { id: number; result: ReturnType<typeof answerKnowledge> } | { id: number; error: string };

parentPort?.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { id: request.id, result: answerKnowledge(request.question) };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
