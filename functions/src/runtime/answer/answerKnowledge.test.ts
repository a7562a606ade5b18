import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../knowledge/KnowledgeIndex';
import { llamaEmbedder } from '../local/llamaEmbedder';
import { writeTinyGguf } from '../local/writeTinyGguf';
import { answerKnowledge, VECTOR_PASSAGES, type KnowledgeQuestion } from './answerKnowledge';

const folder = mkdtempSync(join(tmpdir(), 'vg-embed-'));
// Random weights: the vectors mean nothing, the test checks the mechanics only.
const modelPath = join(folder, 'tiny-embed.gguf');
writeTinyGguf(modelPath, 7);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const documents = Array.from({ length: 12 }, (_, n) => ({
  id: `d${n}`,
  name: `Topic ${n}`,
  content: `Paragraph ${n} talks about ${['kayaks', 'ferries', 'lanterns', 'orchards'][n % 4]} number ${n}.`,
}));
const ask = (query: string, embedModel?: string): KnowledgeQuestion => ({
  documents,
  synonyms: [],
  query,
  topPassages: 3,
  threshold: 0.46,
  ...(embedModel ? { embedModel } : {}),
});

/** Cosine similarity, written out here so the test does not trust the code under test. */
function similarity(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
  const norm = (v: readonly number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return dot / (norm(a) * norm(b));
}

describe('answerKnowledge with an embedding model', () => {
  it('reads the passages nearest the question in meaning, which no word of it finds', async () => {
    const question = 'zebra quilt';
    expect((await answerKnowledge(ask(question))).answer.passages).toEqual([]);

    // The nearest passages, from vectors this test computes with the same model file.
    const embedder = llamaEmbedder(modelPath);
    const texts = new KnowledgeIndex(documents).passageTexts();
    const query = await embedder.embed(question);
    const ranked = await Promise.all(
      texts.map(async (text, position) => ({
        position,
        score: similarity(query, await embedder.embed(text)),
      })),
    );
    const nearest = ranked
      .sort((a, b) => b.score - a.score)
      .slice(0, VECTOR_PASSAGES)
      .map((entry) => documents[entry.position]!.content);

    const { answer } = await answerKnowledge(ask(question, modelPath));
    expect(answer.passages.map((passage) => passage.text).sort()).toEqual(nearest.sort());
    // What the sentences do not cover is still declined.
    expect(answer.known).toBe(false);
  }, 120_000);
});
