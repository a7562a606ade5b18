/**
 * Who the chat runs as: an anonymous visitor (signed in over Firebase Auth's
 * REST API, `restVisitor.ts`) or a dashboard user signed in on this origin
 * (the owner testing their agent; Firebase's Auth SDK, `dashboardUser.ts`).
 */
export interface VisitorSession {
  readonly uid: string;
  readonly isAnonymous: boolean;
  /** Signed up by this open: no conversation can be theirs yet. */
  readonly isNew: boolean;
  /** The ID token's claims that matter to the chat (isSuperAdmin). */
  readonly claims: Readonly<Record<string, unknown>>;
  /** A valid ID token, refreshed before it expires (or at once with `forceRefresh`). */
  idToken(forceRefresh?: boolean): Promise<string>;
  /**
   * Hears every new ID token (null once signed out), first the current one,
   * as Firebase's other SDKs expect of Auth. Answers the stop. Only a
   * session without the Auth SDK has it: the SDK serves Firebase's other
   * SDKs itself (visitorTokens.ts).
   */
  onIdToken?(listener: (token: string | null) => void): () => void;
}
