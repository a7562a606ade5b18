/**
 * A source that cannot be read, with the reason in words the owner can act
 * on (stored as the source's `error`, shown beside its ERROR badge).
 */
export class KnowledgeSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeSourceError';
  }
}

/** The owner-facing reason of any failure: ours as written, anything else in general words. */
export function reasonOf(error: unknown, fallback: string): string {
  return error instanceof KnowledgeSourceError ? error.message : fallback;
}
