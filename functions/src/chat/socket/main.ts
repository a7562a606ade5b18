import { logger } from 'firebase-functions';
import { loadEnv } from '../../env';
import { defaultRuntimeDeps } from '../interact/runInteraction';
import { startChatServer } from './chatServer';
import { warmChatService } from './warmChatService';

// Cloud Run (and the local stack) start the chat service with `node lib/chat.js`.
const env = loadEnv();
const server = await startChatServer({ port: env.VG_CHAT_PORT ?? (Number(env.PORT) || 8787) });
logger.info(`Chat service listening on ws://0.0.0.0:${server.port}/interact`);
// Says which engine answers (model server, local model file, or the extractive engine).
defaultRuntimeDeps();
void warmChatService();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

// A failure in one visitor's step must not end the service for everyone:
// it is logged, and the supervisor (Cloud Run, the local stack) restarts
// the process only if it really dies.
process.on('uncaughtException', (error) =>
  logger.error('Uncaught error in the chat service:', error),
);
process.on('unhandledRejection', (reason) =>
  logger.error('Unhandled rejection in the chat service:', reason),
);
