import type { DocumentAccess } from './documentAccess';

/** Per-request state shared by every expression evaluated for it. */
export interface EvalContext {
  database: string;
  documents: DocumentAccess;
  depth: number;
  /** Receives debug() output. */
  debug: (text: string) => void;
}
