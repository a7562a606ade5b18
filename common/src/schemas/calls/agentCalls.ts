import { z } from 'zod';
import { agentDocumentSchema } from '../agent';
import { agentSecretsSchema } from '../agentSecrets';
import { backupSchema } from '../backup';
import { knowledgeDocumentSchema } from '../knowledge';
import { unixSecondsSchema } from '../primitives';

/** Agent management calls (specs 2 and 4). */

/**
 * POST {region api}/v2/agents/{agentId}: the editor's whole agent data plus
 * lastModified, secrets included; the function splits the secrets into the
 * private document (splitAgentSecrets). Every field is optional so the same
 * call also carries partial updates such as the channel fields.
 */
export const saveAgentRequestSchema = agentDocumentSchema
  .partial()
  .extend(agentSecretsSchema.shape)
  .extend({ lastModified: unixSecondsSchema.optional() });
export type SaveAgentRequest = z.infer<typeof saveAgentRequestSchema>;

/**
 * POST /agents: the editor's first Save of a new agent. The function checks
 * the plan's agent limit, picks the id and stores the public fields (the
 * browser then writes the secrets and the first version).
 */
export const createAgentRequestSchema = z.strictObject({
  agent: z.record(z.string(), z.unknown()),
});
export const createAgentResponseSchema = z.looseObject({
  agentId: z.string().min(1),
  lastModified: unixSecondsSchema,
});

/** The embed dialog's Done. */
export const deployAgentRequestSchema = z.strictObject({ deployed: z.literal(true) });

/** Answer of the save call: a message is read on failure. */
export const saveAgentResponseSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

/** RPC getAgentBackups / getLatestBackup. */
export const agentBackupsRequestSchema = z.strictObject({ agentId: z.string().min(1) });
export const agentBackupsResponseSchema = z.looseObject({ backups: z.array(backupSchema) });
export const latestBackupResponseSchema = z.looseObject({ backup: backupSchema.nullable() });

/** RPC saveAgentBackup: the function snapshots the stored agent. */
export const saveAgentBackupRequestSchema = z.strictObject({ agentId: z.string().min(1) });

/** RPC revertToBackup; the answer carries the restored agentTemplate. */
export const revertToBackupRequestSchema = z.strictObject({
  agentId: z.string().min(1),
  backupId: z.string().min(1),
});
export const revertToBackupResponseSchema = z.looseObject({
  agentTemplate: backupSchema.shape.agentTemplate,
});

/** GET {agents base}/v2/agents/{agentId}/kb/{docId} (bearer). */
export const knowledgeDocumentResponseSchema = knowledgeDocumentSchema;

/** PUT {service}/qdrant/collections/{agentId} and POST …/points. */
export const createKnowledgeCollectionRequestSchema = z.strictObject({ name: z.string().min(1) });
export const addKnowledgePointRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Please enter some content'),
});

/** GET /api/translate; the language picker adds 'automatic'. */
export const languagesResponseSchema = z.looseObject({
  success: z.boolean(),
  languages: z.array(z.looseObject({ language: z.string(), name: z.string() })),
});

/** Tool rerun: POST to the tool's serverUrl with its secret as bearer token. */
export const toolRerunRequestSchema = z.strictObject({ toolInput: z.unknown() });

/** POST {logging api}/workspace/{userId}/logs. */
export const workspaceLogRequestSchema = z.strictObject({
  userId: z.string().min(1),
  agentId: z.string().min(1),
  type: z.string().min(1),
  content: z.unknown(),
  channel: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** POST to the workspace's events endpoint (only subscribed types, e.g. client_created). */
export const workspaceEventSchema = z.object({
  type: z.string().min(1),
  payload: z.looseObject({
    createdAt: z.number().nonnegative(),
    workspaceSecret: z.string(),
  }),
});
export type WorkspaceEvent = z.infer<typeof workspaceEventSchema>;
