import type { LlamaModel } from 'node-llama-cpp';

/**
 * Loads a GGUF file with llama.cpp (node-llama-cpp) on the CPU, with the
 * prebuilt binaries only (nothing is compiled or downloaded) and errors
 * only in the log. node-llama-cpp is imported on first use, so processes
 * without a model file never load it.
 */
export async function loadGgufModel(modelPath: string): Promise<LlamaModel> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const llama = await getLlama({
    gpu: false,
    build: 'never',
    progressLogs: false,
    logLevel: LlamaLogLevel.error,
  });
  return llama.loadModel({ modelPath });
}
