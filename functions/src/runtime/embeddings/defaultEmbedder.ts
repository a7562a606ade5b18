import { logger } from 'firebase-functions';
import { loadEnv, onEnvForgotten } from '../../env';
import type { Embedder } from './Embedder';
import { chooseEmbedder } from './selectEmbedder';

let chosen: { embedder?: Embedder } | undefined;
onEnvForgotten(() => (chosen = undefined));

/** The deployment's embedder (chosen once per process, said in one log line), if any. */
export function defaultEmbedder(): Embedder | undefined {
  if (!chosen) {
    const choice = chooseEmbedder(loadEnv());
    logger.info(choice.description);
    chosen = choice;
  }
  return chosen.embedder;
}
