import { z } from 'zod';
import { AGENT_SECRET_PREFIX, AGENT_SECRET_RANDOM_LENGTH } from '../constants';

/** Path of the owner-only document holding an agent's keys and tokens. */
export function agentSecretsPath(agentId: string): string {
  return `voiceglow/${agentId}/private/secrets`;
}

/**
 * Top-level agent fields that are secrets. The specification lists them on
 * the agent; here they never sit in the visitor-readable agent document.
 * `instagramOptions.accessToken` is the one nested secret.
 */
export const AGENT_SECRET_FIELDS = [
  'SECRET_API_KEY',
  'VF_DIALOGUE_API_KEY',
  'whatsappToken',
  'gcloudPrivateKey',
  'flowiseWebhookSecret',
] as const;
export type AgentSecretField = (typeof AGENT_SECRET_FIELDS)[number];

const agentSecretKeyPattern = new RegExp(
  `^${AGENT_SECRET_PREFIX}\\S{${AGENT_SECRET_RANDOM_LENGTH}}$`,
);

/** `voiceglow/{id}/private/secrets`: read and written by the owner and the functions only. */
export const agentSecretsSchema = z.looseObject({
  /** Bearer key of the agent's API: vg_ plus 20 random characters, generated when missing. */
  SECRET_API_KEY: z
    .string()
    .regex(agentSecretKeyPattern, 'Expected vg_ plus 20 characters')
    .optional(),
  VF_DIALOGUE_API_KEY: z.string().optional(),
  whatsappToken: z.string().optional(),
  /** Newlines typed as `\n` are converted to real newlines before saving. */
  gcloudPrivateKey: z.string().optional(),
  flowiseWebhookSecret: z.string().optional(),
  instagramOptions: z.looseObject({ accessToken: z.string().optional() }).optional(),
});
export type AgentSecrets = z.infer<typeof agentSecretsSchema>;

/** Copy of an agent document without its secret fields (nested ones included). */
export function withoutAgentSecrets<T extends Record<string, unknown>>(agent: T): T {
  const copy: Record<string, unknown> = { ...agent };
  for (const field of AGENT_SECRET_FIELDS) delete copy[field];
  const instagram = copy.instagramOptions;
  if (instagram && typeof instagram === 'object' && 'accessToken' in instagram) {
    const { accessToken: _dropped, ...rest } = instagram as Record<string, unknown>;
    copy.instagramOptions = rest;
  }
  return copy as T;
}

/**
 * Splits agent data as the editor sends it (secrets included) into the
 * public agent fields and the private secrets, so a save writes each to its
 * own document.
 */
export function splitAgentSecrets(data: Record<string, unknown>): {
  agent: Record<string, unknown>;
  secrets: AgentSecrets;
} {
  const secrets: Record<string, unknown> = {};
  for (const field of AGENT_SECRET_FIELDS) {
    if (data[field] !== undefined) secrets[field] = data[field];
  }
  const instagram = data.instagramOptions as Record<string, unknown> | undefined;
  if (instagram && typeof instagram === 'object' && instagram.accessToken !== undefined) {
    secrets.instagramOptions = { accessToken: instagram.accessToken };
  }
  return { agent: withoutAgentSecrets(data), secrets: agentSecretsSchema.parse(secrets) };
}
