/**
 * The local-model path on this machine: load time and tokens per second for
 * the tiny random-weight GGUF the tests write (mechanics only, it answers
 * nothing), and the same for a real model file when one is configured
 * (VG_LOCAL_MODEL, or models/*.gguf).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localLlama } from '../src/runtime/local/localLlama';
import { localModelFile } from '../src/runtime/local/localModelFile';
import { writeTinyGguf } from '../src/runtime/local/writeTinyGguf';

async function measure(label: string, modelPath: string) {
  const provider = localLlama({ modelPath, contextSize: 1024 });
  const loadStart = performance.now();
  await provider.load();
  const loadMs = performance.now() - loadStart;
  let chunks = 0;
  const start = performance.now();
  const reply = await provider.reply(
    {
      model: 'local',
      system: 'Answer briefly from the knowledge: a city bike costs 15 euros a day.',
      history: [{ role: 'user', content: 'How much is a city bike for a day?' }],
      question: 'How much is a city bike for a day?',
      passages: [],
      temperature: 0,
      maxTokens: 64,
    },
    { onChunk: () => (chunks += 1) },
  );
  const seconds = (performance.now() - start) / 1000;
  const tokens = reply.usage.completionTokens;
  console.log(
    `${label.padEnd(34)} load ${loadMs.toFixed(0).padStart(6)} ms   ${(tokens / seconds).toFixed(1).padStart(6)} tokens/s (${tokens} tokens, ${chunks} chunks, prompt ${reply.usage.promptTokens} tokens)`,
  );
  await provider.close();
}

const tiny = join(mkdtempSync(join(tmpdir(), 'vg-bench-')), 'tiny.gguf');
writeTinyGguf(tiny);
console.log('\nLocal model (llama.cpp through node-llama-cpp, CPU)');
await measure('tiny random-weight file (~0.5 MB)', tiny);
const real = localModelFile({
  VG_LOCAL_MODEL: process.env.VG_LOCAL_MODEL,
  VG_MODELS_DIR: process.env.VG_MODELS_DIR ?? 'models',
});
if (real) await measure(real, real);
else
  console.log(
    'no real model file configured (VG_LOCAL_MODEL, models/*.gguf): nothing else to measure',
  );
