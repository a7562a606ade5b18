import { z } from 'zod';
import { withoutAgentSecrets } from './agentSecrets';
import { unixSecondsSchema } from './primitives';

/**
 * A version history entry (`voiceglow/{agentId}/backups/{id}`); only the 20
 * newest are kept. agentTemplate holds the agent as it was: name and the
 * agent document under agentData. The saved agentData is the public agent
 * document: secret fields are dropped if a backup carries them.
 */
export const backupSchema = z.looseObject({
  id: z.string().min(1),
  /** Unix seconds. */
  createdAt: unixSecondsSchema,
  agentTemplate: z.looseObject({
    name: z.string().optional(),
    agentData: z.looseObject({ ID: z.string().min(1) }).transform(withoutAgentSecrets),
  }),
});
export type Backup = z.infer<typeof backupSchema>;
