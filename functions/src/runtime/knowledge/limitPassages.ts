import type { Passage } from './Passage';

export interface PassageLimits {
  /** kbTopChunks: passages at most. */
  topChunks?: number;
  /** kbDocsNum: distinct documents the passages may come from (0 or unset: any). */
  docs?: number;
  /** kbCharCount: characters of knowledge text at most (0 or unset: no cap). */
  chars?: number;
}

/**
 * The passages the model is given, best first, within the agent's
 * knowledge settings: at most `topChunks` passages, from at most `docs`
 * documents, and `chars` characters in all (the passage that crosses the
 * cap is cut, never the first one dropped entirely).
 */
export function limitPassages<T extends Passage>(
  passages: readonly T[],
  limits: PassageLimits,
): T[] {
  const kept: T[] = [];
  const docs = new Set<string>();
  let chars = 0;
  for (const passage of passages) {
    if (limits.topChunks && kept.length >= limits.topChunks) break;
    if (limits.docs && !docs.has(passage.docId) && docs.size >= limits.docs) continue;
    if (limits.chars) {
      const room = limits.chars - chars;
      if (room <= 0) break;
      if (passage.text.length > room) {
        kept.push({ ...passage, text: passage.text.slice(0, room) });
        docs.add(passage.docId);
        break;
      }
      chars += passage.text.length;
    }
    docs.add(passage.docId);
    kept.push(passage);
  }
  return kept;
}
