import { z } from 'zod';
import { MIN_MAX_CHUNK_SIZE, TEXT } from '../constants';

/** Canvas node of a built-in agent; its content beyond id and type is the editor's business. */
export const NODE_TYPES = ['start', 'note', 'default', 'end'] as const;
export const agentNodeSchema = z.looseObject({
  id: z.string(),
  type: z.enum(NODE_TYPES),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

/** How a built-in agent searches its knowledge base (`kb_llm`; `temprature` as stored). */
export const knowledgeSearchSettingsSchema = z.looseObject({
  searchMethod: z.enum(['smart', 'simple']).optional(),
  searchPrompt: z.string().optional(),
  modelId: z.string().optional(),
  temprature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().optional(),
});

export const agentBuiltInOptionsSchema = z.looseObject({
  showSources: z.boolean().optional(),
  maxChunkSize: z.number().int().min(MIN_MAX_CHUNK_SIZE, TEXT.maxChunkSize).optional(),
});

/**
 * Fields of the built-in ('vg') agent runtime: prompts, model and knowledge
 * retrieval. Spread into the agent document shape.
 */
export const agentPromptShape = {
  initPrompt: z.string().optional(),
  prompt: z.string().optional(),
  /** Messages the built-in runtime opens the chat with. */
  initMessages: z.array(z.unknown()).optional(),
  systemPrompt: z.string().optional(),
  temperature: z.number().min(0).max(2).optional(),
  defaultModel: z.string().optional(),
  maxTokens: z.number().int().positive().optional(),
  /** "kb dimension" in the specification: the embedding size of the knowledge index. */
  kbDimension: z.number().int().positive().optional(),
  kbTopChunks: z.number().int().positive().optional(),
  kbCharCount: z.number().int().nonnegative().optional(),
  kbDocsNum: z.number().int().nonnegative().optional(),
  enableUIEngine: z.boolean().optional(),
  enableAboutContext: z.boolean().optional(),
  kb_llm: knowledgeSearchSettingsSchema.optional(),
  /** Share (0–1, or a percentage) of the question the best sentence must cover; below it the agent says it does not know. */
  ifKnowsThreshold: z.number().min(0).max(100).optional(),
  /**
   * The owner's own synonym groups for knowledge search, added to the
   * built-in table: each group lists words that mean the same here.
   */
  kbSynonyms: z
    .array(z.array(z.string().trim().min(1).max(40)).min(2).max(20))
    .max(200)
    .optional(),
  enableNodes: z.boolean().optional(),
  nodes: z.array(agentNodeSchema).optional(),
  vgOptions: agentBuiltInOptionsSchema.optional(),
};

/** Per-agent caps (`limits`); maxInteractionsPerUserId stops a visitor's chat. */
export const agentLimitsSchema = z.looseObject({
  maxInteractionsPerUserId: z.number().int().positive().optional(),
});
