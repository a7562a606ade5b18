import { z } from 'zod';
import { KNOWLEDGE_REFRESH_RATES } from '../constants';
import { pathIdSchema, regionSchema, storedTimeSchema } from './primitives';

export const KNOWLEDGE_SOURCE_TYPES = ['doc', 'url'] as const;
export const KNOWLEDGE_STATUSES = ['ERROR', 'SUCCESS', 'PENDING', 'INITIALIZED'] as const;

/**
 * `voiceglow/{agentId}/kb/{docId}`. Spec 2 names a text document (ID, name,
 * content, ts, userId, agentId); spec 4 names the same knowledge source with
 * its indexing fields. Both are one stored document: a text added in the
 * Sources tab is a `doc` source.
 */
export const knowledgeDocumentSchema = z.looseObject({
  ID: z.string().min(1),
  name: z.string().trim().min(1, 'Please enter a document name'),
  content: z.string().optional(),
  ts: storedTimeSchema.optional(),
  /** Uid of the workspace that added it. */
  userId: z.string().optional(),
  agentId: z.string().optional(),
  url: z.string().optional(),
  sourceType: z.enum(KNOWLEDGE_SOURCE_TYPES).default('doc'),
  status: z.enum(KNOWLEDGE_STATUSES).optional(),
  refreshRate: z.enum(KNOWLEDGE_REFRESH_RATES).default('never'),
  tags: z.array(z.string()).optional(),
  charCount: z.number().int().nonnegative().optional(),
  dimensions: z.number().int().positive().optional(),
  /** Where long content is kept when it does not fit the document. */
  contentURL: z.string().optional(),
  createdAt: storedTimeSchema.optional(),
  /** Why a source is in ERROR, in words the owner can act on. */
  error: z.string().optional(),
  /** A file source: the uploaded file's name, size, type and stored copy. */
  fileName: z.string().optional(),
  fileURL: z.string().optional(),
  sizeKB: z.number().nonnegative().optional(),
  contentType: z.string().optional(),
  /** Passages the text makes at the agent's maxChunkSize when it was read. */
  chunkCount: z.number().int().nonnegative().optional(),
  /** A URL source: what the last fetch saw, so a refresh re-reads only what changed. */
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  contentHash: z.string().optional(),
  lastFetchedAt: storedTimeSchema.optional(),
  /** When the scheduled refresh reads the URL again (absent for 'never'). */
  nextRefreshAt: storedTimeSchema.optional(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/** Spec 4's name for the same stored document. */
export const knowledgeSourceSchema = knowledgeDocumentSchema;
export type KnowledgeSource = KnowledgeDocument;

/**
 * Where an agent's knowledge index stands (`voiceglow/{agent}/kbIndex/progress`):
 * after a source changes, a background function embeds the changed
 * documents' passages, counting them here so the Sources page can say
 * "Indexing 3 of 12 documents". Written by functions only.
 */
export const KNOWLEDGE_INDEX_STATES = ['indexing', 'done', 'error'] as const;
export const knowledgeIndexProgressSchema = z.object({
  state: z.enum(KNOWLEDGE_INDEX_STATES),
  /** Documents indexed so far in this run, of `total`. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Unix milliseconds of the last change. */
  updatedAt: z.number(),
  /** Why the last run stopped, when state is error. */
  error: z.string().optional(),
  /** A source changed while a run was under way: it runs again when it ends. */
  rerun: z.boolean().optional(),
});
export type KnowledgeIndexProgress = z.infer<typeof knowledgeIndexProgressSchema>;

/** The progress document's path. */
export function knowledgeIndexProgressPath(agentId: string): string {
  return `voiceglow/${agentId}/kbIndex/progress`;
}

/** "Indexing 3 of 12 documents" (one document: "Indexing 1 of 1 document"). */
export function knowledgeIndexingText(
  progress: Pick<KnowledgeIndexProgress, 'done' | 'total'>,
): string {
  const shown = Math.min(progress.done + 1, progress.total);
  return `Indexing ${shown} of ${progress.total} document${progress.total === 1 ? '' : 's'}`;
}

/** The background indexing task's payload: which agent's knowledge, in which region. */
export const knowledgeIndexTaskSchema = z.object({
  region: regionSchema,
  agentId: pathIdSchema,
});
export type KnowledgeIndexTask = z.infer<typeof knowledgeIndexTaskSchema>;
