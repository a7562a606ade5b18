import { z } from 'zod';
import { FRAME_DEFAULT_HEIGHT, TEXT } from '../constants';

/** Keys of the buttons on the home tab of the tabbed widget. */
export const HOME_BUTTON_KEYS = [
  'recentConvo',
  'liveCall',
  'directHandoff',
  'askQuestion',
] as const;

export const homeButtonSchema = z.looseObject({
  key: z.enum(HOME_BUTTON_KEYS),
  show: z.boolean().optional(),
  label: z.string().optional(),
  iconUrl: z.string().optional(),
  /** Only meaningful on askQuestion: chips that open a chat and send their text. */
  iceBreakers: z.array(z.string()).optional(),
});
export type HomeButton = z.infer<typeof homeButtonSchema>;

export const TAB_KEYS = ['home', 'convos', 'faq'] as const;

export const tabSchema = z.looseObject({
  key: z.enum(TAB_KEYS),
  /** Empty means the default label (Home, Chats, FAQ). */
  label: z.string().optional(),
  iconUrl: z.string().optional(),
  hide: z.boolean().optional(),
  iframeUrl: z.string().optional(),
  iframeHeight: z.number().positive().default(FRAME_DEFAULT_HEIGHT),
  homeSpecific: z
    .looseObject({
      headerTitle: z.string().optional(),
      headerDescription: z.string().optional(),
      headerHeight: z.number().positive().optional(),
      buttons: z.array(homeButtonSchema).optional(),
      showRecentConvo: z.boolean().optional(),
    })
    .optional(),
});
export type Tab = z.infer<typeof tabSchema>;

export const FOOTER_BUTTON_TYPES = ['default', 'intent', 'link'] as const;

/**
 * A custom button in the widget footer (stored as the JSON string
 * customButtonJSON_STRING). An intent or link button needs its value.
 */
export const footerCustomButtonSchema = z
  .looseObject({
    type: z.enum(FOOTER_BUTTON_TYPES).default('default'),
    viewValue: z.string().optional(),
    iconLink: z.string().optional(),
    /** Not named in the specification: the intent name or link URL the button sends or opens. */
    value: z.string().optional(),
  })
  .superRefine((button, ctx) => {
    const missing = !button.value?.trim();
    if (button.type === 'intent' && missing) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: TEXT.intentValueNull });
    }
    if (button.type === 'link' && missing) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: TEXT.linkValueNull });
    }
  });
export type FooterCustomButton = z.infer<typeof footerCustomButtonSchema>;

/**
 * `ui` block of the agent. widgetType 'tabs' selects the tabbed widget; any
 * other value is the plain chat. The voice labels are named in the
 * specification only as "voice question/continue/dismiss labels".
 */
export const agentUiSettingsSchema = z.looseObject({
  widgetType: z.string().optional(),
  bgImageVisible: z.boolean().optional(),
  enableFixedFeedbackBtns: z.boolean().optional(),
  voiceQuestionLabel: z.string().optional(),
  voiceContinueLabel: z.string().optional(),
  voiceDismissLabel: z.string().optional(),
});
export type AgentUiSettings = z.infer<typeof agentUiSettingsSchema>;

export const BUTTONS_LAYOUTS = ['horizontal', 'vertical', 'in-footer'] as const;
