import { logger } from 'firebase-functions';
import { localLlama } from '../local/localLlama';
import { localModelFile, type LocalModelSettings } from '../local/localModelFile';
import type { ModelProvider } from '../types';
import { knowledgeReply } from './knowledgeReply';
import { openAiCompatible } from './openAiCompatible';

/** The settings that choose the engine (see env.ts). */
export interface SelectEnv extends LocalModelSettings {
  VG_LLM_BASE_URL?: string | undefined;
  VG_LLM_API_KEY?: string | undefined;
  VG_LOCAL_MODEL_THREADS?: number | undefined;
}

export interface EngineChoice {
  provider: ModelProvider;
  /** One line saying which engine answers, for the log and the ready table. */
  description: string;
}

/**
 * Which engine answers: the configured model server; else a local GGUF
 * model when its file is present; else the offline extractive engine.
 */
export function chooseEngine(env: SelectEnv): EngineChoice {
  if (env.VG_LLM_BASE_URL) {
    return {
      provider: openAiCompatible({
        baseUrl: env.VG_LLM_BASE_URL,
        ...(env.VG_LLM_API_KEY ? { apiKey: env.VG_LLM_API_KEY } : {}),
      }),
      description: `Answers come from the model server at ${env.VG_LLM_BASE_URL} (OpenAI-compatible).`,
    };
  }
  const modelPath = localModelFile(env);
  if (modelPath) {
    return {
      provider: localLlama({
        modelPath,
        ...(env.VG_LOCAL_MODEL_THREADS ? { threads: env.VG_LOCAL_MODEL_THREADS } : {}),
      }),
      description: `Answers come from the local model ${modelPath} (llama.cpp), fed the knowledge passages.`,
    };
  }
  return {
    provider: knowledgeReply(),
    description:
      'Answers come from the offline extractive engine (quotes from the knowledge base); no model server (VG_LLM_BASE_URL) or local model file (VG_LOCAL_MODEL, models/*.gguf) is configured.',
  };
}

/** The engine for this process, said once in the log. */
export function selectProvider(env: SelectEnv): ModelProvider {
  const choice = chooseEngine(env);
  logger.info(choice.description);
  return choice.provider;
}
