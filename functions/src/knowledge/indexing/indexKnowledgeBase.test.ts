/**
 * Indexing an agent's knowledge into Firestore vectors and reading them back
 * with findNearest, against the emulator. The embeddings come from a
 * stand-in of a hosted embeddings API whose vectors this test computes
 * itself (hashedVector), so every expected order is worked out here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { knowledgeIndexProgressPath } from '@vg/common';
import { runInteraction } from '../../chat/interact/runInteraction';
import { dbFor } from '../../firestore';
import { answerKnowledge } from '../../runtime/answer/answerKnowledge';
import { documentPassages, passageText } from '../../runtime/knowledge/documentPassages';
import { knowledgeChunks } from '../../runtime/knowledge/knowledgeChunks';
import { nearestChunks, VECTOR_PASSAGES } from '../../runtime/knowledge/nearestChunks';
import { llamaEmbedder } from '../../runtime/local/llamaEmbedder';
import { writeTinyGguf } from '../../runtime/local/writeTinyGguf';
import { knowledgeReply } from '../../runtime/providers/knowledgeReply';
import { hashedVector, useEmbeddingsStandIn } from '../../testing/embeddingsStandIn';
import { useEmulators } from '../../testing/emulators';
import { readDoc, seedAgent, seedKnowledge } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { indexKnowledgeBase } from './indexKnowledgeBase';

useEmulators();
const embeddings = useEmbeddingsStandIn();
const db = () => dbFor('eu');

const TOPICS = ['kayaks', 'ferries', 'lanterns', 'orchards', 'glaciers', 'violins'];
const documents = TOPICS.map((topic, n) => ({
  ID: `doc${n}`,
  name: `About ${topic}`,
  content: `Our ${topic} guide. Paragraph ${n} tells you everything about ${topic} and number ${n}.`,
}));

async function seedAgentWithKnowledge() {
  const agentId = await seedAgent('eu', 'owner-uid');
  for (const doc of documents) await seedKnowledge('eu', agentId, doc);
  return agentId;
}

const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
  const norm = (v: number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return dot / (norm(a) * norm(b));
};

/** The passages nearest a question, worked out here from the stand-in's vectors. */
function expectedNearest(question: string, count: number) {
  const query = hashedVector(question);
  return documents
    .flatMap((doc) => documentPassages({ id: doc.ID, name: doc.name, content: doc.content }))
    .map((passage) => ({
      id: passage.id,
      similarity: cosine(query, hashedVector(passageText(passage))),
    }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, count);
}

describe('indexKnowledgeBase', () => {
  it('stores each passage as a Firestore vector, and findNearest reads back the nearest', async () => {
    const agentId = await seedAgentWithKnowledge();
    const summary = await indexKnowledgeBase(db(), agentId, embeddings.embedder());
    expect(summary).toEqual({ indexed: 6, removed: 0, ran: true });

    const stored = await knowledgeChunks(db(), agentId).get();
    expect(stored.size).toBe(6);
    const first = stored.docs.find((doc) => doc.id === 'doc0#0.0')!;
    expect(first.get('embedding').toArray()).toEqual(
      hashedVector(
        passageText(
          documentPassages({
            id: 'doc0',
            name: documents[0]!.name,
            content: documents[0]!.content,
          })[0]!,
        ),
      ),
    );
    expect(first.data()).toMatchObject({
      docId: 'doc0',
      docName: 'About kayaks',
      embedder: embeddings.embedder().id,
    });
    expect(await readDoc('eu', knowledgeIndexProgressPath(agentId))).toMatchObject({
      state: 'done',
      done: 6,
      total: 6,
    });

    const question = 'Which orchards and glaciers can I visit?';
    const nearest = await nearestChunks(db(), agentId, embeddings.embedder(), question, 3);
    const expected = expectedNearest(question, 3);
    expect(nearest.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    nearest.forEach((hit, i) => expect(hit.similarity).toBeCloseTo(expected[i]!.similarity, 6));
  });

  it('embeds again only what changed, and removes the passages of deleted documents', async () => {
    const agentId = await seedAgentWithKnowledge();
    await indexKnowledgeBase(db(), agentId, embeddings.embedder());
    const before = embeddings.inputs.length;

    await seedKnowledge('eu', agentId, {
      ...documents[1]!,
      content: 'Ferries leave every hour from pier 4.',
    });
    await db().doc(`voiceglow/${agentId}/kb/doc2`).delete();
    const summary = await indexKnowledgeBase(db(), agentId, embeddings.embedder());
    expect(summary).toEqual({ indexed: 1, removed: 1, ran: true });
    expect(embeddings.inputs.slice(before)).toEqual([
      'About ferries\nFerries leave every hour from pier 4.',
    ]);
    const ids = (await knowledgeChunks(db(), agentId).get()).docs.map((doc) => doc.id).sort();
    expect(ids).toEqual(['doc0#0.0', 'doc1#0.0', 'doc3#0.0', 'doc4#0.0', 'doc5#0.0']);
    expect((await knowledgeChunks(db(), agentId).doc('doc1#0.0').get()).get('text')).toBe(
      'Ferries leave every hour from pier 4.',
    );
  });

  it('counts documents while it works, and a change during a run makes it run once more', async () => {
    const agentId = await seedAgentWithKnowledge();
    embeddings.hold();
    const running = indexKnowledgeBase(db(), agentId, embeddings.embedder());
    await expect.poll(() => embeddings.waiting()).toBe(1);
    expect(await readDoc('eu', knowledgeIndexProgressPath(agentId))).toMatchObject({
      state: 'indexing',
      done: 0,
      total: 6,
    });
    // A source changes meanwhile: the second run leaves it to the first.
    await seedKnowledge('eu', agentId, {
      ...documents[0]!,
      content: 'Kayaks are hired by the hour.',
    });
    expect(await indexKnowledgeBase(db(), agentId, embeddings.embedder())).toMatchObject({
      ran: false,
    });
    embeddings.release();
    const summary = await running;
    expect(summary.ran).toBe(true);
    // The first pass took the six documents as they were; the second one the change.
    const kayaks = await knowledgeChunks(db(), agentId).doc('doc0#0.0').get();
    expect(kayaks.get('text')).toBe('Kayaks are hired by the hour.');
    expect(await readDoc('eu', knowledgeIndexProgressPath(agentId))).toEqual({
      state: 'done',
      done: 1,
      total: 1,
      updatedAt: expect.any(Number),
    });
  });

  it('says why it stopped when the embeddings server fails', async () => {
    const agentId = await seedAgentWithKnowledge();
    const broken = {
      id: 'broken',
      embed: () => Promise.reject(new Error('the server answered 503')),
    };
    await expect(indexKnowledgeBase(db(), agentId, broken)).rejects.toThrow('503');
    expect(await readDoc('eu', knowledgeIndexProgressPath(agentId))).toMatchObject({
      state: 'error',
      error: 'Indexing stopped: the server answered 503',
    });
  });
});

describe('answers with vector search', () => {
  it('reads the nearest passages that no word of the question finds, and still declines', async () => {
    const agentId = await seedAgentWithKnowledge();
    await indexKnowledgeBase(db(), agentId, embeddings.embedder());
    const question = 'zebra quilt';
    const nearest = await nearestChunks(db(), agentId, embeddings.embedder(), question);
    expect(nearest.map((hit) => hit.id)).toEqual(
      expectedNearest(question, VECTOR_PASSAGES).map((hit) => hit.id),
    );

    const ask = (withVectors: boolean) =>
      answerKnowledge({
        documents: documents.map((doc) => ({ id: doc.ID, name: doc.name, content: doc.content })),
        synonyms: [],
        query: question,
        topPassages: 3,
        threshold: 0.46,
        ...(withVectors ? { nearest } : {}),
      });
    expect((await ask(false)).answer.passages).toEqual([]);
    const { answer } = await ask(true);
    expect(answer.passages.map((passage) => `${passage.docId}#0.0`)).toEqual(
      nearest.map((hit) => hit.id),
    );
    expect(answer.known).toBe(false);
  });

  it('a visitor step embeds the question and answers from the knowledge base', async () => {
    const agentId = await seedAgentWithKnowledge();
    await indexKnowledgeBase(db(), agentId, embeddings.embedder());
    const result = await runInteraction(
      visitorStep(agentId, 'Tell me about the violins guide'),
      {},
      {
        provider: knowledgeReply(0),
        model: 'none',
        flowRuntimeUrl: 'http://127.0.0.1:9',
        embedder: embeddings.embedder(),
      },
    );
    expect(embeddings.inputs).toContain('Tell me about the violins guide');
    expect(JSON.stringify(result.actionMessages)).toContain('Our violins guide.');
  });
});

describe('with a GGUF embedding model (llama.cpp)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vg-embed-'));
  // Random weights: the vectors mean nothing; this checks loading, storing and reading back.
  const modelPath = join(folder, 'tiny-embed.gguf');
  writeTinyGguf(modelPath, 7);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('stores its vectors and findNearest returns the nearest by vectors computed here', async () => {
    const agentId = await seedAgentWithKnowledge();
    const embedder = llamaEmbedder(modelPath);
    expect(await indexKnowledgeBase(db(), agentId, embedder)).toMatchObject({ indexed: 6 });
    const question = 'zebra quilt';
    const passages = documents.flatMap((doc) =>
      documentPassages({ id: doc.ID, name: doc.name, content: doc.content }),
    );
    const vectors = await embedder.embed(passages.map(passageText));
    const [query] = await embedder.embed([question]);
    const expected = passages
      .map((passage, i) => ({ id: passage.id, similarity: cosine(query!, vectors[i]!) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 3);
    const nearest = await nearestChunks(db(), agentId, embedder, question, 3);
    expect(nearest.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    nearest.forEach((hit, i) => expect(hit.similarity).toBeCloseTo(expected[i]!.similarity, 4));
  }, 120_000);
});
