import { z } from 'zod';
import { storedTimeSchema } from './primitives';

export const TOOL_FIELD_LOCATIONS = ['query', 'body', 'header'] as const;
export const TOOL_FIELD_TYPES = ['string', 'number', 'boolean', 'object'] as const;

/** A parameter the agent fills when it calls the tool, and where it goes in the request. */
export const toolFieldSchema = z.looseObject({
  in: z.enum(TOOL_FIELD_LOCATIONS).default('body'),
  key: z.string().min(1),
  value: z.unknown().optional(),
  defaultValue: z.unknown().optional(),
  type: z.enum(TOOL_FIELD_TYPES).default('string'),
  description: z.string().optional(),
  required: z.boolean().default(false),
});
export type ToolField = z.infer<typeof toolFieldSchema>;

/**
 * `tools/{id}`: a server the built-in agent can call. serverUrlSecret is sent
 * as a bearer token; the document is readable by the owner only (rules), and
 * the public agent lists tools without it (agentIntegrations.ts).
 */
export const toolSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  agentId: z.string().optional(),
  fields: z.array(toolFieldSchema).default([]),
  serverUrl: z.string().optional(),
  serverUrlSecret: z.string().optional(),
  /** Owner workspace; the security rules check it as ownerID. */
  userId: z.string().optional(),
  ownerID: z.string().optional(),
  createdAt: storedTimeSchema.optional(),
  updatedAt: storedTimeSchema.optional(),
});
export type Tool = z.infer<typeof toolSchema>;

/** Path of a tool's private document (serverUrlSecret): written by its workspace, read by functions only. */
export function toolSecretPath(toolId: string): string {
  return `tools/${toolId}/private/secret`;
}

export const toolSecretSchema = z.looseObject({
  serverUrlSecret: z.string().optional(),
});
export type ToolSecret = z.infer<typeof toolSecretSchema>;

/** A tool call the built-in runtime made, stored with the bot turn that used it. */
export const toolCallRecordSchema = z.object({
  toolId: z.string(),
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  /** HTTP status of the tool's server; absent when the call did not get an answer. */
  status: z.number().int().optional(),
  ok: z.boolean(),
  error: z.string().optional(),
  ms: z.number().nonnegative(),
});
export type ToolCallRecord = z.infer<typeof toolCallRecordSchema>;

/** POST /tools/{toolId}/test: a sample request with the given field values. */
export const testToolRequestSchema = z.object({
  args: z.record(z.string().max(100), z.unknown()).default({}),
});
export type TestToolRequest = z.infer<typeof testToolRequestSchema>;

/**
 * POST /agents/{agentId}/tools/rerun: the debugger's Rerun on a tool call
 * (spec 2 §7): the agent's tool of that name, called again with the input.
 */
export const rerunToolRequestSchema = z.object({
  toolName: z.string().trim().min(1, 'Name the tool to run again.').max(200),
  toolInput: z.record(z.string().max(100), z.unknown()).default({}),
});
export type RerunToolRequest = z.infer<typeof rerunToolRequestSchema>;
