import { z } from 'zod';

/** Voice calling through the voice provider (`vapiConfig`). */
export const vapiConfigSchema = z.looseObject({
  enableVapiOnWeb: z.boolean().optional(),
  overrideWithVG: z.boolean().optional(),
  promptOnWeb: z.string().optional(),
  maxCostMonthly: z.number().nonnegative().optional(),
  maxMinutesMonthly: z.number().nonnegative().optional(),
});

/** The agent's assistant at the voice provider (`vapi.id`). */
export const vapiAssistantSchema = z.looseObject({ id: z.string().optional() });

/** `voiceConfig.config.enableWebCalling` shows the voice-call panel in the widget. */
export const voiceConfigSchema = z.looseObject({
  config: z.looseObject({ enableWebCalling: z.boolean().optional() }).optional(),
});

/**
 * A tool as listed on the public agent (`tools`). The tool's serverUrl and
 * serverUrlSecret live only in the `tools` collection; object parsing strips
 * them here so a copy on the agent never reaches visitors.
 */
export const agentToolSummarySchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
});

/**
 * Channel and integration fields that are safe on the public agent. Their
 * tokens and keys are in the private secrets document (see agentSecrets.ts).
 * Names as stored, including `whatsappBusniessId`.
 */
export const agentIntegrationsShape = {
  vapi: vapiAssistantSchema.optional(),
  vapiConfig: vapiConfigSchema.optional(),
  voiceConfig: voiceConfigSchema.optional(),
  whatsappBusniessId: z.string().optional(),
  whatsappNumberId: z.string().optional(),
  waTestNumber: z.string().optional(),
  waVerifyPassed: z.boolean().optional(),
  gcloudClientEmail: z.string().optional(),
  /** instagramOptions.accessToken is a secret and stays in the private document. */
  instagramOptions: z.object({ pageId: z.string().optional() }).optional(),
  igVerified: z.boolean().optional(),
  /** "flowise webhook url" in the specification; its secret is private. */
  flowiseWebhookUrl: z.string().optional(),
  webhookUrl: z.string().optional(),
  assignedToolsIds: z.array(z.string()).optional(),
  tools: z.array(agentToolSummarySchema).optional(),
};
