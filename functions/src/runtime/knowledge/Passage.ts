/** A piece of a knowledge document that matched the visitor's question. */
export interface Passage {
  docId: string;
  docName: string;
  url?: string;
  text: string;
  score: number;
}
