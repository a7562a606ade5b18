import type { ChatEntry, ModelProvider } from '../types';
import { rewriteFollowUp } from '../answer/rewriteFollowUp';
import { KNOWLEDGE_PROVIDER } from '../providers/knowledgeReply';

/** The search prompt of `kb_llm` when the owner has not written one. */
export const DEFAULT_SEARCH_PROMPT =
  "Rewrite the visitor's last message as one standalone search query for the knowledge base, using the conversation for context. Answer with the query only.";
const SEARCH_MAX_TOKENS = 60;

export interface SearchSettings {
  searchMethod?: 'smart' | 'simple' | undefined;
  searchPrompt?: string | undefined;
  modelId?: string | undefined;
  temprature?: number | undefined;
  maxTokens?: number | undefined;
}

export interface SearchQuery {
  query: string;
  tokens: number;
}

/**
 * What the knowledge base is searched for (`kb_llm`). Simple: the visitor's
 * words. Smart: a follow-up is made standalone, by the search model (its
 * own prompt, model, temperature and token cap) when a model server is
 * configured, else by joining it with the previous question.
 */
export async function searchQuery(
  settings: SearchSettings | undefined,
  question: string,
  history: readonly ChatEntry[],
  provider: ModelProvider,
  model: string,
  signal?: AbortSignal,
): Promise<SearchQuery> {
  if (settings?.searchMethod !== 'smart') return { query: question, tokens: 0 };
  const fallback = { query: rewriteFollowUp(question, history), tokens: 0 };
  const earlier = history.slice(0, -1);
  if (provider.name === KNOWLEDGE_PROVIDER || earlier.length === 0) return fallback;
  const conversation = earlier
    .map((entry) => `${entry.role === 'user' ? 'Visitor' : 'Agent'}: ${entry.content}`)
    .join('\n');
  try {
    const reply = await provider.reply(
      {
        model: settings.modelId?.trim() || model,
        system: settings.searchPrompt?.trim() || DEFAULT_SEARCH_PROMPT,
        history: [
          { role: 'user', content: `${conversation}\nVisitor: ${question}\n\nSearch query:` },
        ],
        question,
        passages: [],
        temperature: settings.temprature ?? 0,
        maxTokens: settings.maxTokens ?? SEARCH_MAX_TOKENS,
      },
      signal ? { signal } : {},
    );
    const query = reply.text.split('\n')[0]?.trim().replace(/^"|"$/g, '') ?? '';
    const tokens = reply.usage.promptTokens + reply.usage.completionTokens;
    return { query: query || fallback.query, tokens };
  } catch {
    return fallback;
  }
}
