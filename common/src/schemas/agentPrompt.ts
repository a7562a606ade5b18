import { z } from 'zod';
import { MIN_MAX_CHUNK_SIZE, TEXT } from '../constants';

/**
 * Canvas nodes of a built-in agent (`enableNodes`). start: where a chat
 * begins, its one exit leads to the first step; note: a comment on the
 * canvas, never run; default: a step with its own message, instructions
 * and exits; end: closes the conversation with its message.
 */
export const NODE_TYPES = ['start', 'note', 'default', 'end'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** A way out of a step: taken when the visitor picks its label or says one of its phrases. */
export const nodeExitSchema = z.looseObject({
  id: z.string().min(1).max(64),
  label: z.string().max(60).default(''),
  /** Comma-separated phrases that also take this exit ("new, first time"). */
  match: z.string().max(500).optional(),
  /** The node it leads to; unset: not connected yet. */
  target: z.string().max(128).optional(),
});
export type NodeExit = z.infer<typeof nodeExitSchema>;

export const agentNodeDataSchema = z.looseObject({
  label: z.string().max(80).optional(),
  /** default: said on entering the step; end: said before the chat closes; note: the note. */
  message: z.string().max(4000).optional(),
  /** default: what the model does while the chat is at this step. */
  instructions: z.string().max(8000).optional(),
  exits: z.array(nodeExitSchema).max(10).optional(),
});
export type AgentNodeData = z.infer<typeof agentNodeDataSchema>;

export const agentNodeSchema = z.looseObject({
  id: z.string().min(1).max(128),
  type: z.enum(NODE_TYPES),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: agentNodeDataSchema.optional(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

/** Whether the nodes form a flow to run (a step or an end), not only a start and notes. */
export function hasRunnableNodes(nodes: readonly AgentNode[] | undefined): boolean {
  return (nodes ?? []).some((node) => node.type === 'default' || node.type === 'end');
}

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
