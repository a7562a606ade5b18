import type { DocumentAccess } from './documentAccess';

/** Per-request state shared by every expression evaluated for it. */
export interface EvalContext {
  database: string;
  documents: DocumentAccess;
  depth: number;
  /**
   * Storage rules only: the project's `(default)` Firestore database, read by
   * `firestore.get()` and `firestore.exists()` (cross-service rules).
   */
  firestore?: DocumentAccess;
  /** Receives debug() output. */
  debug: (text: string) => void;
}
