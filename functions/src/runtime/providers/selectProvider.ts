import type { Env } from '../../env';
import type { ModelProvider } from '../types';
import { knowledgeReply } from './knowledgeReply';
import { openAiCompatible } from './openAiCompatible';

/** The configured model server, else the offline knowledge-base reply. */
export function selectProvider(env: Env): ModelProvider {
  if (env.VG_LLM_BASE_URL) {
    return openAiCompatible({
      baseUrl: env.VG_LLM_BASE_URL,
      ...(env.VG_LLM_API_KEY ? { apiKey: env.VG_LLM_API_KEY } : {}),
    });
  }
  return knowledgeReply();
}
