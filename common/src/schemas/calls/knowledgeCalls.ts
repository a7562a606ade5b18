import { z } from 'zod';
import { KNOWLEDGE_CRAWL_PAGE_LIMIT, KNOWLEDGE_REFRESH_RATES } from '../../constants';

/** Knowledge sources added in the Sources tab (spec 2), each read by a function. */

const tagsSchema = z
  .array(z.string().trim().min(1).max(40, 'A tag is at most 40 characters'))
  .max(20, 'A source takes at most 20 tags')
  .default([]);

/** POST /agents/{agentId}/kb/text: a typed document. */
export const addKnowledgeTextRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter a document name').max(200),
  content: z.string().refine((text) => text.trim() !== '', 'Please enter the document content'),
  tags: tagsSchema,
});
export type AddKnowledgeTextRequest = z.input<typeof addKnowledgeTextRequestSchema>;

/** POST /agents/{agentId}/kb/file: a file as base64 (or a data URL) and its name. */
export const addKnowledgeFileRequestSchema = z.strictObject({
  filename: z.string().trim().min(1, 'Choose a file to add').max(255),
  base64Payload: z.string().min(1, 'The file is empty: choose another file'),
  tags: tagsSchema,
});
export type AddKnowledgeFileRequest = z.input<typeof addKnowledgeFileRequestSchema>;

/** What the URL(s) tab reads: the pages listed, or a whole site through its sitemap. */
export const KNOWLEDGE_CRAWL_MODES = ['pages', 'sitemap'] as const;

/** POST /agents/{agentId}/kb/urls. */
export const addKnowledgeUrlsRequestSchema = z.strictObject({
  urls: z
    .array(z.string().trim().min(1).max(2048))
    .min(1, 'Enter at least one URL')
    .max(KNOWLEDGE_CRAWL_PAGE_LIMIT, `Enter at most ${KNOWLEDGE_CRAWL_PAGE_LIMIT} URLs at once`),
  crawl: z.enum(KNOWLEDGE_CRAWL_MODES).default('pages'),
  refreshRate: z.enum(KNOWLEDGE_REFRESH_RATES).default('never'),
  tags: tagsSchema,
});
export type AddKnowledgeUrlsRequest = z.input<typeof addKnowledgeUrlsRequestSchema>;

/** A URL that was not added, and why. */
export interface SkippedUrl {
  url: string;
  reason: string;
}

/** The answer of the URL call: the sources made (each SUCCESS or ERROR) and the URLs left out. */
export interface AddKnowledgeUrlsResponse {
  sourceIds: string[];
  skipped: SkippedUrl[];
}
