// Stages the chat WebSocket service for a Cloud Run source deploy: the built
// bundle (functions/lib/chat.js, @vg/common inlined, with the knowledge-answer
// worker lib/answerWorker.js it starts), a package.json with the
// runtime dependencies only, and the Dockerfile Cloud Build builds from.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = process.argv[2];
if (!out) throw new Error('Usage: stageChatService.mjs <folder>');

const functionsPkg = JSON.parse(readFileSync(join(root, 'functions/package.json'), 'utf8'));
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'lib'), { recursive: true });
for (const file of ['chat.js', 'chat.js.map', 'answerWorker.js', 'answerWorker.js.map'])
  cpSync(join(root, 'functions/lib', file), join(out, 'lib', file));
cpSync(join(root, 'functions/Dockerfile.chat'), join(out, 'Dockerfile'));
writeFileSync(
  join(out, 'package.json'),
  JSON.stringify(
    {
      name: 'voiceglow-chat',
      private: true,
      type: 'module',
      engines: functionsPkg.engines,
      scripts: { start: 'node lib/chat.js' },
      dependencies: functionsPkg.dependencies,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Chat service staged in ${out}`);
