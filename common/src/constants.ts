/**
 * Business constants from the specification (section 9 of each document),
 * shared by the schemas, the widget, the dashboard and the functions.
 * Where the specification says a value exists but does not show it, the
 * chosen value is marked "chosen" with the reason.
 */

// ---------------------------------------------------------------- agent defaults
export const DEFAULT_MESSAGE_DELAY_MS = 1000;
export const DEFAULT_MAX_TOKENS_USAGE = 1_000_000;
export const DEFAULT_LANG = 'en';
/** Language value meaning "use the browser language". */
export const AUTOMATIC_LANG = 'automatic';
export const DEFAULT_THEME = 'blue-dark';
export const DEFAULT_FONT = 'DM Sans';
export const DEFAULT_AGENCY_FONT = 'Rubik';
export const DEFAULT_HANDOFF_TITLE = 'Support Team';
export const DEFAULT_HANDOFF_SUBTITLE = 'We reply within minutes ⚡';
export const DEFAULT_HANDOFF_TIMEOUT_SECONDS = 60;
/** Chosen: the specification says the default is a greeting without its text. */
export const DEFAULT_PROACTIVE_MESSAGE = 'Hi there 👋 How can I help you today?';
export const AGENT_SECRET_PREFIX = 'vg_';
export const AGENT_SECRET_RANDOM_LENGTH = 20;
export const MIN_MAX_CHUNK_SIZE = 1000;

// ---------------------------------------------------------------- widget layout
export const SCROLL_THRESHOLD_PX = 10;
export const PREVIOUS_CONVERSATIONS_LIMIT = 10;
export const LIVE_AGENT_AVATARS_MAX = 3;
export const INPUT_ROWS = { min: 1, max: 5 } as const;
export const WIDGET_WIDTH_PX = { desktop: 425, modal: 825 } as const;
export const DESKTOP_AUTOFOCUS_MIN_WIDTH_PX = 900;
export const BUBBLE_MAX_WIDTH = { percent: 75, botPx: 500, otherPx: 700 } as const;
export const FRAME_DEFAULT_HEIGHT = 500;
export const HEADER_HEIGHT_PX = { home: 250, other: 65 } as const;
export const DEFAULT_TAB_LABELS = { home: 'Home', convos: 'Chats', faq: 'FAQ' } as const;
export const TRUNCATE = {
  headerTitle: 35,
  headerDescription: 35,
  bannerDescription: 350,
  cardDescription: 500,
  fileName: 20,
  handoffButtonText: 10,
  debugPreview: 100,
  agentTitleSwitcher: 30,
  agentOrWorkspaceName: 20,
  shortMessage: 150,
  notificationText: 50,
} as const;

// ---------------------------------------------------------------- widget timing
export const VALIDATION_DEBOUNCE_MS = 2000;
export const CARD_IMAGE_CHECK_DELAY_MS = 250;
export const COMPONENT_SUBMIT_PAUSE_MS = 1000;
export const NODES_TURN_DELAY_MS = 1000;
export const COPY_FEEDBACK_MS = 500;
export const NOTICE_DURATION_MS = { min: 2000, max: 4000 } as const;
export const AUDIO_PLAYBACK_SPEEDS = [1, 1.25, 1.5, 2] as const;
export const RECORDING_FORMAT = 'wav';
export const RATING_SCALE = 5;

// ---------------------------------------------------------------- messages and components
export const MULTI_SELECT_DEFAULT_MAX = 99;
export const SLIDER_DEFAULTS = { minValue: 0, maxValue: 100, step: 1 } as const;
/** Special action-button names interpreted by the widget. */
export const BUTTON_NAME = {
  dropdown: 'VG_Dropdown',
  block: 'VG_Block',
  disabledSuffix: ':Disabled',
} as const;
/** Message types the widget never shows. */
export const HIDDEN_MESSAGE_TYPES = ['VGVF_Channel', 'VG_Response'] as const;
export const MEDIA_UPLOAD_INTENT = 'VG_MEDIA_UPLOAD';
export const MEDIA_UPLOAD_ENTITY = 'vg_media_url';
export const MULTI_SELECT_SUBMIT_TYPE = 'VG_MultiSelect';
export const FORM_SUBMIT_CHANNEL = 'VGVF_Channel';
export const WEB_CHAT_ORIGIN = 'web-chat';
/**
 * Chosen caps of one chat step (not shown in the specification): they keep a
 * step's stored conversation fields well inside a Firestore document.
 */
export const CHAT_STEP_LIMITS = {
  /** Characters of one visitor prompt or one team reply. */
  textChars: 20_000,
  /** Visitor messages stored with one step. */
  appendMessages: 20,
  /** Turns a widget may send to seed an empty conversation. */
  initialTurns: 100,
  /** JSON characters of a variables or metadata map. */
  mapJsonChars: 20_000,
} as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'] as const;

// ---------------------------------------------------------------- uploads
export const UPLOAD_MAX_MB = { chat: 30, formSmall: 5, formLarge: 10 } as const;
export const BYTES_PER_MB = 1_000_000;
export const UPLOAD_CREDITS_CAP = 100;
/** Chosen: the specification names a per-MB credit cost for agent uploads without its value. */
export const UPLOAD_CREDITS_PER_MB = 1;
export const UPLOAD_CACHE_MAX_AGE_SECONDS = 31_536_000;
export const UPLOAD_RANDOM_ID_LENGTH = 8;

// ---------------------------------------------------------------- theme
/** Palette lightness steps for light mode; dark mode uses them reversed. */
export const PALETTE_LIGHTNESS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;
export const PALETTE_SHADE_LABELS = [50, 100, 200, 300, 400, 500, 600, 700, 800] as const;
export const THEME_VARIANTS = ['default', 'bordered', 'faded', 'flat'] as const;
export const THEME_COLOR_USAGES = ['plain', 'colorful', 'gradient'] as const;
export const FONT_WEIGHTS = [400, 500, 700] as const;

// ---------------------------------------------------------------- regions and versions
export const REGION_DATABASE_IDS = ['voiceglow-eu', '(default)'] as const;
export const VERSION_HISTORY_LIMIT = 20;
export const DOMAIN_POLL_INTERVAL_MS = 5000;
export const EMAIL_DOMAIN_POLL_INTERVAL_MS = 5000;
export const REGION_SWITCH_RELOAD_MS = 1000;
export const WHATSAPP_GRAPH_API_VERSION = 'v18.0';
export const KB_TEXTAREA_LINES = { editor: 8, viewer: 22 } as const;

// ---------------------------------------------------------------- agencies and workspaces
export const DEFAULT_AGENCY_NAME = 'Your Awesome Agency';
export const AGENCY_SECRET_LENGTH = 25;
export const WORKSPACE_SECRET_PREFIX = 'vg_';
export const WORKSPACE_SECRET_RANDOM_LENGTH = 20;
export const WORKSPACE_DRAFT_UID_LENGTH = 15;
export const CLIENT_ID_LENGTH = 15;
export const CLIENT_PASSWORD_LENGTH = 15;
export const DEFAULT_USD_PER_CREDIT = 0.003;
export const PLATFORM_FEE_PERCENT = 5;
export const WHITELABEL_TRIAL_DAYS = 14;
export const PLAN_FEATURES = { min: 1, max: 5 } as const;
/**
 * Basic's feature is chosen (the spec names only Premium's extra one): a plan
 * must have at least one feature to be saved, so the defaults can be saved as
 * they come.
 */
export const DEFAULT_AGENCY_PLANS = [
  { name: 'Basic Plan', credits: 5000, isPopular: false, features: ['Email support'] },
  {
    name: 'Premium Plan',
    credits: 15000,
    isPopular: true,
    features: ['Email support', 'Priority Support'],
  },
] as const;
export const ICON_MAX_MB = 1;
export const AUTH_COOKIE_LIFETIME_MS = 2_592_000_000;
export const UPGRADE_PROMPT = { daysSinceJoining: 7, creditsBelow: 500 } as const;
export const SIDE_NAV_WIDTH = { open: '200px', collapsed: '65px', phone: '80vw' } as const;
export const AGENT_SIDEBAR_WIDTH_PX = { open: 250, collapsed: 75 } as const;
/** Chosen: not shown in the specification; above the 500-credit upgrade prompt threshold. */
export const STARTING_CREDITS = 1000;
/** Chosen: not shown; equal to the default plan's workspace seats. */
export const DEFAULT_WORKSPACE_SEATS = 2;
export const DEFAULT_ORGANISATION_NAME = 'New Organization';
export const DISABLED_ACCESS_MESSAGE_MAX = 1024;
export const DEFAULT_DISABLED_ACCESS_MESSAGE =
  'Access is currently disabled. Pleas contact your provider!';
export const CLIENT_PAGES = [
  '/home',
  '/voice',
  '/metrics',
  '/campaigns',
  '/convos',
  '/leads',
  '/analytics',
  '/kb',
  '/channels',
  '/prompt',
  '/settings',
] as const;
export const NEW_CLIENT_DEFAULT_ACCESS = ['/home', '/convos', '/analytics', '/kb', '/campaigns'];
export const CLIENT_ADMIN_ACCESS = ['/home', '/kb', '/convos', '/settings', '/analytics'];

// ---------------------------------------------------------------- notifications
/** Stored numeric codes of the notifyIf setting. */
export const NOTIFY_IF_CODE = { all: 1, requestsOnly: 2, none: 0 } as const;
export const NOTIFICATIONS_PER_LEVEL = 5;
export const NOTIFICATION_MAX_AGE_SECONDS = 120;
export const NOTIFICATION_TOAST_MS = 5000;
export const NOTIFICATION_SECOND_SOUND_MS = 2000;
export const NOTIFICATION_PANEL_PX = { width: 350, height: 500 } as const;

// ---------------------------------------------------------------- billing
export const PLAN_IDS = ['free', 'pay_as_you_go', 'enterprise'] as const;
export const PAY_AS_YOU_GO_MONTHLY_USD = 20;
export const PAY_AS_YOU_GO_FREE_USAGE_USD = 5;
export const ENTERPRISE_FROM_MONTHLY_USD = 1000;
export const YEARLY_PRICE_MULTIPLIER = 10;
export const ADDON_MONTHLY_PRICE = {
  'workspace-seat': 10,
  client_seat: 5,
  'concurrent-call-line': 5,
  'twilio-phone-number': 3,
} as const;
export const DEFAULT_PLAN_LIMITS = {
  maxAgents: 2,
  maxConcurrentCalls: 10,
  clientSeats: 2,
  workspaceSeats: 2,
  twilioPhoneNumberSlots: 0,
} as const;
/** Chosen: the base credit cost is a shared constant whose value is not shown. */
export const CREDIT_UNIT_COST_USD = 0.001;
export const EXCHANGE_RATE_FROM_USD = { USD: 1, EUR: 0.88, GBP: 0.75 } as const;
export const TAX_PERCENT = { EU: 27, GB: 35, other: 0 } as const;
export const TOP_UP_MINIMUM = 5;
export const AUTO_RECHARGE = {
  threshold: { min: 500, max: 2500, step: 500 },
  amount: { min: 5, max: 25, step: 5 },
  monthlyLimit: { min: 0, max: 500, step: 25 },
} as const;
/** Chosen: defaults not shown; the lowest allowed threshold and a mid-range amount. */
export const DEFAULT_AUTOCHARGE = { threshold: 500, amount: 10 } as const;
export const DEFAULT_MONTHLY_CHARGE_LIMIT = 100;
export const ADDON_QUANTITY = { min: 1, max: 10 } as const;
export const USAGE_BAR_PERCENT = { danger: 80, warning: 50 } as const;
export const CANCELLATION_REASONS = [
  'Too expensive',
  'Missing features',
  'Found a better alternative',
  'Temporary need',
  'Other',
] as const;

// ---------------------------------------------------------------- agent management
export const SEARCH = {
  debounceMs: 300,
  autoNavigateMs: 300,
  maxSuggestions: 5,
  minScore: 0.3,
  strongScore: 0.8,
  goodScore: 0.6,
} as const;
export const PATH_CHANGE_GUARD_MS = 1000;
export const KNOWLEDGE_REFRESH_RATES = ['1h', '6h', '12h', '24h', '7d', 'never'] as const;
/** How long each refresh rate waits between fetches of a URL source. */
export const KNOWLEDGE_REFRESH_MS = {
  '1h': 3_600_000,
  '6h': 21_600_000,
  '12h': 43_200_000,
  '24h': 86_400_000,
  '7d': 604_800_000,
  never: null,
} as const;
/**
 * Knowledge sources (spec 2 Sources tab, spec 4 §3). The spec names the
 * file kinds but not these limits; they are chosen and listed in the web
 * package README.
 */
export const KNOWLEDGE_FILE_EXTENSIONS = [
  'pdf',
  'docx',
  'txt',
  'md',
  'markdown',
  'csv',
  'html',
  'htm',
] as const;
/** Chosen: a knowledge file is at most 10 MB. */
export const KNOWLEDGE_FILE_MAX_MB = 10;
/** Chosen: one source keeps at most 500,000 characters of text (a stored document holds 1 MiB). */
export const KNOWLEDGE_SOURCE_MAX_CHARS = 500_000;
/** Chosen: the plan limit when a plan names none (all sources of one agent together). */
export const DEFAULT_MAX_KB_DOCS_CHAR_COUNT = 2_000_000;
/** Chosen: a site crawl reads at most 50 pages; a list takes at most 50 URLs. */
export const KNOWLEDGE_CRAWL_PAGE_LIMIT = 50;
/** Chosen: each fetched page or file waits at most 10 s and reads at most 5 MB. */
export const KNOWLEDGE_FETCH = { timeoutMs: 10_000, maxBytes: 5_000_000, maxRedirects: 5 } as const;
export const PAGE_MAX_WIDTH_PX = { normal: 1500, withDebugger: 2000 } as const;

// ---------------------------------------------------------------- shared texts
/** Exact texts the specification prescribes that more than one package shows or returns. */
export const TEXT = {
  poweredBy: 'Powered by',
  tokensConsumedTitle: 'Tokens Consumed',
  tokensConsumedBody: 'Please contact us ASAP.',
  handoffWaiting: "Please wait, we're notifying the team..",
  handoffNoResponse: 'No response from team..',
  interactionsLimit: "Sorry, you've reached the maximum interactions limit.",
  runtimeFailure: 'Error Occured, Please restart the chat.',
  badMultiDropdown: 'Something went wrong!',
  noTurns: 'No turns found',
  invalidEmail: 'Please input a valid email.',
  invalidPhone: 'Please input a valid phone number.',
  requiredFields: 'Please push required fields',
  fieldRequired: 'This field is required',
  intentValueNull: 'Intent value is null',
  linkValueNull: 'Link value is null',
  fillAllFields: 'Please fill out all fields.',
  invalidHex: 'A colour must be # followed by exactly 6 hex digits',
  customTabLeadingSlash: 'URL must include a leading slash (/)',
  customTabReserved: 'This URL is reserved for a default tab',
  customTabDuplicate: 'This URL is already used by another tab',
  planFeatureText: 'Each plan must have at least one feature with text',
  planFeatureMin: 'Each plan must have at least one feature',
  planFeatureMax: 'Maximum of 5 features allowed',
  invalidNumber: 'Please enter a valid number',
  validEmail: 'Please enter a valid email',
  workspaceNameRequired: 'Please enter a workspace name.',
  clientLoginRequired: 'Please enter your email and password.',
  maxChunkSize: 'Max chunk size must be greater than 1000',
  organisationNameRequired: 'Organization name is required.',
  organisationIdMissing: 'Organization ID is missing. Please try again or contact support.',
  invalidTransferAmount: 'Please enter a valid amount to transfer.',
  discountCodeRequired: 'Please enter a discount code',
  invalidDiscountCode: 'Invalid discount code',
  topUpMinimum: 'Minimum amount 5',
  addressIncomplete: 'Please complete all required address fields',
  discordFields: 'Please fill out all fields.',
  telegramToken: 'Please provide a valid token.',
  whatsappTestNumber: 'Please provide a valid phone number and ensure the ID is reachable.',
  whatsappCountryCode: 'Please include the country code in the phone number.',
  whatsappMessageRequired: 'Please enter a message to send.',
  whatsappTemplateInvalid: 'Invalid template info',
  whatsappTemplateCreated: 'Template created successfully',
  googleBusinessFields: 'Please fill in the required fields.',
  invalidFontName: 'This font name is not a valid one, please double check font name.',
  inviteSelf: "You can't invite yourself lol",
  removeSelf: 'You cannot remove yourself from the workspace.',
  cancellationReasonRequired: 'Please choose a reason',
  cancellationOtherText: 'Please tell us more',
} as const;
