import { z } from 'zod';
import {
  DEFAULT_FONT,
  DEFAULT_HANDOFF_SUBTITLE,
  DEFAULT_HANDOFF_TIMEOUT_SECONDS,
  DEFAULT_HANDOFF_TITLE,
  DEFAULT_LANG,
  DEFAULT_MAX_TOKENS_USAGE,
  DEFAULT_MESSAGE_DELAY_MS,
  DEFAULT_PROACTIVE_MESSAGE,
  DEFAULT_THEME,
} from '../constants';
import { agentIntegrationsShape } from './agentIntegrations';
import { agentLimitsSchema, agentPromptShape } from './agentPrompt';
import { withoutAgentSecrets } from './agentSecrets';
import { agentUiSettingsSchema, BUTTONS_LAYOUTS, tabSchema } from './agentUi';
import { regionDatabaseSchema, unixSecondsSchema } from './primitives';

/** vg: the built-in builder; vf: the flow platform; oai-assistants: the assistants variant. */
export const AGENT_PLATFORMS = ['vg', 'vf', 'oai-assistants'] as const;
export const agentPlatformSchema = z.enum(AGENT_PLATFORMS);
export type AgentPlatform = z.infer<typeof agentPlatformSchema>;

/** Look, texts and behaviour of the widget (specs 1, 2 and 4). */
const agentWidgetShape = {
  title: z.string().optional(),
  description: z.string().optional(),
  lang: z.string().default(DEFAULT_LANG),
  theme: z.string().default(DEFAULT_THEME),
  /** JSON string of a custom theme (see theme.ts); applied only with a primary and a palette. */
  customThemeJSONString: z.string().optional(),
  fontFamily: z.string().default(DEFAULT_FONT),
  headerImageUrl: z.string().optional(),
  roundedImageURL: z.string().optional(),
  avatarImageUrl: z.string().optional(),
  bannerImageUrl: z.string().optional(),
  chatBgURL: z.string().optional(),
  /** Replaces the 'Powered by' line once the owner has paid (ownerPaid). */
  branding: z.string().optional(),
  /**
   * Set by billing, never by the owner: whether the owner has paid, which
   * lets `branding` replace the 'Powered by' line (visitors cannot read the
   * owner's account, so the fact travels on the public agent).
   */
  ownerPaid: z.boolean().optional(),
  tabs: z.array(tabSchema).optional(),
  ui: agentUiSettingsSchema.optional(),
  buttonsLayout: z.enum(BUTTONS_LAYOUTS).default('horizontal'),
  /** JSON string of footer custom buttons (see agentUi.ts). */
  customButtonJSON_STRING: z.string().optional(),
  ADVANCED_customCSS: z.string().optional(),
  proactiveMessage: z.string().default(DEFAULT_PROACTIVE_MESSAGE),
  messageDelayMS: z.number().int().nonnegative().default(DEFAULT_MESSAGE_DELAY_MS),
  delayBeforeSubmit: z.number().int().nonnegative().optional(),
  scrollAnimation: z.boolean().optional(),
  disableSmoothScroll: z.boolean().optional(),
  disableRating: z.boolean().optional(),
  soundEffectEnabled: z.boolean().optional(),
  soundEffectUrl: z.string().optional(),
  autoStartWidget: z.boolean().optional(),
  syncBrowser: z.boolean().optional(),
  listenForUrlChanges: z.boolean().optional(),
  recordChatHistory: z.boolean().default(true),
  smartInit: z.boolean().default(true),
  chatForget: z.boolean().optional(),
  enableQuickFileUpload: z.boolean().optional(),
  acceptFileUpload: z.boolean().optional(),
  enableAudioSupport: z.boolean().optional(),
  enableAITranslate: z.boolean().optional(),
  AITranslateTo: z.string().optional(),
  translateUserResponse: z.boolean().optional(),
  enableGeoAnalytics: z.boolean().optional(),
  messagesLimit: z.number().int().nonnegative().optional(),
  limits: agentLimitsSchema.optional(),
};

/** Human handoff settings. */
const agentHandoffShape = {
  enableVGHandoff: z.boolean().optional(),
  enableHumanHandoff: z.boolean().optional(),
  fixedHandoffPopup: z.boolean().optional(),
  alwaysShowHandoff: z.boolean().optional(),
  manualControl: z.boolean().optional(),
  UIhandoffTitle: z.string().default(DEFAULT_HANDOFF_TITLE),
  UIhandoffSubtitle: z.string().default(DEFAULT_HANDOFF_SUBTITLE),
  /** Seconds before an unanswered handoff request returns to the AI. */
  handoffTimeout: z.number().positive().default(DEFAULT_HANDOFF_TIMEOUT_SECONDS),
};

/**
 * The fields of the agent document `voiceglow/{id}`, readable by visitors.
 * Unknown fields pass through (documents evolve), so this shape alone would
 * also pass secret fields: read agents with `agentSchema`, and use this one
 * to derive others (partial updates, pickers).
 */
export const agentDocumentSchema = z.looseObject({
  ID: z.string().min(1),
  ownerID: z.string().min(1),
  agentPlatform: agentPlatformSchema.default('vg'),
  disabled: z.boolean().optional(),
  region: regionDatabaseSchema.optional(),
  tokensUsage: z.number().nonnegative().default(0),
  maxTokensUsage: z.number().nonnegative().default(DEFAULT_MAX_TOKENS_USAGE),
  lastModified: unixSecondsSchema.optional(),
  /** Set by the embed dialog's Done (the call sends `deployed: true`). */
  isDeployed: z.boolean().optional(),
  deployed: z.boolean().optional(),
  starred: z.boolean().optional(),
  ...agentWidgetShape,
  ...agentHandoffShape,
  ...agentPromptShape,
  ...agentIntegrationsShape,
});

/**
 * The public agent. Secret fields are removed from the output: they belong
 * in `voiceglow/{id}/private/secrets` (agentSecrets.ts).
 */
export const agentSchema = agentDocumentSchema.transform(withoutAgentSecrets);
export type Agent = z.output<typeof agentSchema>;
export type AgentInput = z.input<typeof agentSchema>;

/** The agent as other pages list it (agent switcher). */
export const agentSummarySchema = agentDocumentSchema.pick({
  ID: true,
  title: true,
  description: true,
  roundedImageURL: true,
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;
