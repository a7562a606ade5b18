import type { Agent } from '@vg/common/schemas/agent';
import type { ButtonRequest, FormDefinition } from '@vg/common/schemas/messageParts';
import type { StoredConversationState as ConversationState } from '@vg/common/schemas/conversation';
import type { VisitorMessageInput } from '@vg/common/schemas/calls/visitorMessages';
import type { HandoffAnswerBody } from '@vg/common/schemas/calls/widgetCalls';
import type { ChatMessage, Turn } from '../app/chat/conversation';

/**
 * What the chat needs from the outside world. The Firebase implementation
 * (createBackend.ts) is the only code that talks to Firestore, Auth, the HTTP
 * API and the chat socket; a fixture implementation drives the dev harness.
 */
export interface ChatBackend {
  /** Firebase Auth uid of the visitor (anonymous unless a dashboard user is signed in). */
  readonly authUid: string;
  /** True for a signed-in (non-anonymous) user with this uid: the owner testing their agent. */
  isSignedInAs(uid: string): boolean;
  /** A dashboard user (not an anonymous visitor) is signed in on this origin. */
  readonly signedIn: boolean;
  /** The signed-in user's ID token carries the isSuperAdmin claim. */
  readonly superAdminClaim: boolean;
  watchAgent(onAgent: (agent: Agent | null) => void, onError: (error: Error) => void): Unsubscribe;
  watchConversation(userId: string, onConversation: (view: ConversationView) => void): Unsubscribe;
  /** Sends one visitor step; replies arrive through `handlers` and the conversation listener. */
  interact(request: InteractRequest, handlers: InteractHandlers): Promise<void>;
  /** Stops a streamed reply in flight ('@cancel:' on the socket). */
  cancel(): void;
  notifyTeam(userId: string, form: EmailFormInput, turns: Turn[]): Promise<void>;
  /** Stores a file (uploadFile) under `targetPath` (default 'uploads'), reporting progress in percent. */
  uploadFile(
    userId: string,
    file: File,
    onProgress: (percent: number) => void,
    targetPath?: string,
  ): Promise<UploadResult>;
  /**
   * Charges a workspace for an upload (POST …/public/users/{id}/consume-credits).
   * With `upload` (the stored path) the server prices the stored file itself
   * and charges it once; `credits` is then only the widget's estimate.
   */
  consumeCredits(
    workspaceId: string,
    credits: number,
    logData?: CreditLogData,
    upload?: string,
  ): Promise<void>;
  /** The visitor's past sessions, newest first (GET …/convos/{userId}/sessions). */
  listSessions(userId: string): Promise<PastSession[]>;
  /** Makes a past session current again; true when the server answered 200. */
  rollbackSession(
    userId: string,
    session: PastSession,
    safeAgentData: Record<string, unknown>,
  ): Promise<boolean>;
  /** Dictated WAV audio (base64) to text (POST …/vg/{agentId}/stt). */
  transcribe(base64Audio: string, lang: string): Promise<string>;
  /** The visitor's country code (GET …/utils/ip), or null when unknown. */
  loadVisitorCountry(): Promise<string | null>;
  /** Saves agent texts a super administrator edits inline (the agent document). */
  saveAgentFields(fields: AgentFieldEdits): Promise<void>;
  loadForm(formId: string): Promise<FormDefinition>;
  /** The agent's team as visitors may see it (GET …/safe-data). */
  loadOrgUsers(): Promise<OrgUser[]>;
  /** End Chat: the conversation is closed with an 'end' turn (POST …/convos/{userId}/end). */
  endConversation(userId: string): Promise<void>;
  /** Rates the conversation 1-5 (POST …/analytics/rating); set once. */
  rateConversation(userId: string, rating: number): Promise<void>;
  /** Asks for a team member (true) or withdraws the request (false); answers the stored request. */
  requestHandoff(userId: string, request: boolean, timeoutSeconds?: number): Promise<HandoffAnswer>;
  /**
   * The debugger's Run again on a tool call (POST …/agents/{id}/tools/rerun):
   * the server calls the agent's tool of that name with the input.
   */
  rerunTool(toolName: string, toolInput: Record<string, unknown>): Promise<ToolRerunResult>;
  close(): void;
}

/** What a tool answered when run again, as the server reports it. */
export interface ToolRerunResult {
  ok: boolean;
  status?: number;
  body?: unknown;
  error?: string;
}

export type Unsubscribe = () => void;

export interface ConversationView {
  /** False when no conversation document exists yet. */
  exists: boolean;
  turns: Turn[];
  state: ConversationState;
  chatAssignedTo: string | null;
  totalUserInteractions: number;
  /** The visitor's 1-5 stars, once given. */
  ratingFrom5?: number | null;
  /** A pending hand-off request: when it was stored (ms) and its timeout (s). */
  handoffRequestedAt?: number | null;
  handoffTimeout?: number | null;
  /** First name of the team member who took the chat, as the dashboard stored it. */
  chatAssignedName?: string | null;
}

/** The hand-off endpoint's answer: the state, and a pending request's time and timeout. */
export type HandoffAnswer = HandoffAnswerBody;

export type InteractRequest =
  | { kind: 'launch' }
  | { kind: 'text'; text: string }
  /**
   * A button, form or component result: the runtime action plus what the
   * visitor sees, `label` as text unless `shown` is the message to store
   * (an upload, a form's hidden submission).
   */
  | {
      kind: 'action';
      request: ButtonRequest;
      label: string;
      variables?: Record<string, unknown>;
      shown?: VisitorMessageInput;
    };

export interface InteractContext {
  agent: Agent;
  userId: string;
  lang: string;
  isTest: boolean;
  variables: Record<string, unknown>;
  user: { name?: string; email?: string; phone?: string };
  turns: Turn[];
}

export interface InteractHandlers {
  context: InteractContext;
  /** Streamed reply text so far. */
  onChunk(textSoFar: string): void;
  /** A whole message streamed ahead of the stored turn (cards, jsx...). */
  onMessage(message: ChatMessage): void;
  /** The conversation's turns after the step (authoritative). */
  onTurns(turns: Turn[]): void;
  /**
   * The reply is on screen (the turns with it came just before); only its
   * storing is left, and the visitor may write again.
   */
  onAnswered(): void;
  onSources(sources: unknown[]): void;
  onDebug(chunk: string): void;
  onAction(action: { action: string; [key: string]: unknown }): void;
  /**
   * A failure the visitor should see: the server's own visitor-facing text
   * when it sent one, else the spec's text for the kind.
   */
  onError(kind: InteractErrorKind, detail?: string, visibleText?: string): void;
}

export interface EmailFormInput {
  email: string;
  message?: string;
  attachmentLinks?: { url: string; filename: string; sizeKB: number }[];
}

/**
 * runtime: 'Error Occured, Please restart the chat.'; flowKey: the flow
 * platform rejected the key (test mode shows the longer hint); limit: the
 * visitor reached limits.maxInteractionsPerUserId.
 */
export type InteractErrorKind = 'runtime' | 'flowKey' | 'limit';

/** A team member's presence for the live-agent banner. */
export interface OrgUser {
  ID?: string;
  status: string;
  squarePhotoURL?: string;
  /** First name, when the team member has one. */
  name?: string;
}

/** A past session of this visitor's conversation, as the sessions call lists it. */
export interface PastSession {
  id: string;
  turns: Turn[];
  ts?: number;
}

/** logData of an agent upload's consume-credits call. */
export interface CreditLogData {
  amount: number;
  agentId: string;
  causedBy: 'agent';
  logMessage: string;
}

/** The agent fields a super administrator may change from the chat. */
export type AgentFieldEdits = Partial<
  Pick<Agent, 'UIhandoffTitle' | 'UIhandoffSubtitle' | 'bannerImageUrl'>
>;

/** What uploadFile answers (spec 1, section 3 "Upload result"). */
export interface UploadResult {
  url: string;
  name: string;
  filename?: string;
  path?: string;
  sizeKB?: number;
  sizeMbs?: number;
}
