/** What one step of a flow answers: the shape the stand-in's page edits. */
export interface FlowReply {
  /** Each becomes a text trace (a speak trace in a voice project). */
  messages: string[];
  /** An image shown after the messages (a visual trace). */
  imageUrl: string;
  /** One card is a cardV2 trace, several a carousel. */
  cards: FlowCard[];
  /** Labels of the buttons offered (a choice trace); pressing one is like typing it. */
  buttons: string[];
  /** The conversation ends after this reply (an end trace). */
  end: boolean;
}

export interface FlowCard {
  title: string;
  description: string;
  imageUrl: string;
}

/** A keyword rule: when the user's text contains one of the keywords, the reply is given. */
export interface FlowRule {
  id: string;
  keywords: string[];
  reply: FlowReply;
}

/** One version of a project's flow. */
export interface FlowDesign {
  launch: FlowReply;
  rules: FlowRule[];
  /** The reply when no rule matches (the flow's global no-match). */
  noMatch: FlowReply;
}

export interface FlowVersion {
  /** A 24-hex version id, as the platform's versions have. */
  id: string;
  savedAt: number;
  design: FlowDesign;
}

export interface FlowProject {
  /** A 24-hex project id. */
  id: string;
  name: string;
  /** Chat projects answer with text traces, voice projects with speak traces. */
  kind: 'chat' | 'voice';
  /** The project's Dialog API key (`VF.DM.{projectId}.{secret}`). */
  apiKey: string;
  development: FlowVersion;
  /** The published version; null until the project is published. */
  production: FlowVersion | null;
}

/** One user's conversation state, as `GET /state/user/{userID}` returns it. */
export interface FlowUserState {
  stack: { programID: string; diagramID: string; nodeID: string }[];
  storage: Record<string, unknown>;
  variables: Record<string, unknown>;
}

/** One call of the Dialog API, as the page's log shows it. */
export interface FlowCallLogEntry {
  at: number;
  projectId: string | null;
  method: string;
  path: string;
  userID: string;
  versionID: string;
  action: string;
  status: number;
  /** A short line per trace answered, or the error. */
  answer: string[];
}
