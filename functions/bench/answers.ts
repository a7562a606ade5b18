/**
 * Evaluates the offline answer engine on the seeded set (bench/answerSet.ts)
 * and prints it beside plain keyword retrieval (the engine before: BM25 on
 * raw words, best passage pasted, declined only when nothing matched).
 */
import MiniSearch from 'minisearch';
import { answerInWorker, stopAnswerWorker } from '../src/runtime/answer/answerInWorker';
import { answerKnowledge } from '../src/runtime/answer/answerKnowledge';
import { chooseEmbedder } from '../src/runtime/embeddings/selectEmbedder';
import { documentPassages, passageText } from '../src/runtime/knowledge/documentPassages';
import { composeAnswer } from '../src/runtime/answer/composeAnswer';
import { DEFAULT_CONFIDENCE_THRESHOLD, extractAnswer } from '../src/runtime/answer/extractAnswer';
import { chunkText } from '../src/runtime/knowledge/chunkText';
import { KnowledgeIndex } from '../src/runtime/knowledge/KnowledgeIndex';
import {
  DEV_EXTRA_QUESTIONS,
  DEV_QUESTIONS,
  DOCUMENTS,
  HELD_OUT_QUESTIONS,
  TEST_QUESTIONS,
  type EvalQuestion,
} from './answerSet';

/** Misses of the held-out sets are printed only on request, so nobody tunes on them by accident. */
const SHOW_ALL_MISSES = process.argv.includes('--misses');

const OLD_STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in is it its me
  my of on or our so that the their them there these this to was we what when where which who
  why will with would you your please tell about any some`.split(/\s+/),
);

interface Outcome {
  answer: string | null;
  top5: string[];
}

function keywordEngine(): (question: string) => Outcome {
  const search = new MiniSearch<{ id: string; docName: string; text: string }>({
    fields: ['text', 'docName'],
    storeFields: ['text'],
    processTerm: (term) => (OLD_STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
    searchOptions: { boost: { docName: 2 }, prefix: true, fuzzy: 0.2 },
  });
  search.addAll(
    DOCUMENTS.flatMap((doc) =>
      chunkText(doc.content).map((text, index) => ({
        id: `${doc.id}#${index}`,
        docName: doc.name,
        text,
      })),
    ),
  );
  return (question) => {
    const results = search.search(question);
    const best = results[0]?.score ?? 0;
    const kept = results
      .filter((result) => result.score >= best * 0.35)
      .map((result) => String(result.text));
    return { answer: kept[0] ?? null, top5: kept.slice(0, 5) };
  };
}

function answerEngine(): (question: string) => Outcome {
  const index = new KnowledgeIndex(DOCUMENTS);
  return (question) => {
    const answer = extractAnswer(index, question);
    return {
      answer: answer.known ? composeAnswer(answer.sentences) : null,
      top5: answer.passages.slice(0, 5).map((passage) => passage.text),
    };
  };
}

function score(engine: (question: string) => Outcome, questions: EvalQuestion[]) {
  const answerable = questions.filter((entry) => entry.fact);
  const uncovered = questions.filter((entry) => !entry.fact);
  let withFact = 0;
  let recalled = 0;
  let declined = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const entry of questions) {
    const start = performance.now();
    const outcome = engine(entry.question);
    times.push(performance.now() - start);
    if (entry.fact) {
      if (outcome.answer?.includes(entry.fact)) withFact += 1;
      else
        misses.push(`  answerable, missed: ${entry.question} → ${outcome.answer ?? '(declined)'}`);
      if (outcome.top5.some((text) => text.includes(entry.fact!))) recalled += 1;
    } else if (outcome.answer === null) {
      declined += 1;
    } else {
      misses.push(`  uncovered, answered: ${entry.question} → ${outcome.answer}`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return {
    answered: withFact / answerable.length,
    declined: declined / uncovered.length,
    recall: recalled / answerable.length,
    p50: at(0.5),
    p95: at(0.95),
    misses,
    counts: `${answerable.length} answerable, ${uncovered.length} uncovered`,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(0)} %`.padStart(6);
const buildStart = performance.now();
const engines = { keyword: keywordEngine(), answers: answerEngine() };
const buildMs = performance.now() - buildStart;

for (const [label, questions, heldOut] of [
  ['dev set (tuned on)', DEV_QUESTIONS, false],
  ['second dev set (tuned on)', DEV_EXTRA_QUESTIONS, false],
  ['test set (held out)', TEST_QUESTIONS, true],
  ['second held-out set', HELD_OUT_QUESTIONS, true],
] as const) {
  const before = score(engines.keyword, questions);
  const after = score(engines.answers, questions);
  console.log(`\nOffline answers, ${label} (${after.counts}), ${DOCUMENTS.length} documents`);
  console.log('                                   keyword (before)   answer engine   target');
  console.log(
    `answerable answered with the fact  ${percent(before.answered)}             ${percent(after.answered)}          ≥ 80 %`,
  );
  console.log(
    `uncovered declined                 ${percent(before.declined)}             ${percent(after.declined)}          ≥ 90 %`,
  );
  console.log(
    `retrieval recall@5                 ${before.recall.toFixed(2).padStart(6)}             ${after.recall.toFixed(2).padStart(6)}          ≥ 0.90`,
  );
  console.log(
    `answer time p50 / p95 (ms)         ${before.p50.toFixed(2)} / ${before.p95.toFixed(2)}      ${after.p50.toFixed(2)} / ${after.p95.toFixed(2)}`,
  );
  if (after.misses.length > 0 && (!heldOut || SHOW_ALL_MISSES)) {
    console.log(`answer engine misses:\n${after.misses.join('\n')}`);
  }
}
console.log(`\nIndex build with the lemmatiser's first load: ${buildMs.toFixed(0)} ms`);

// As the chat service answers: in the worker thread, documents sent with every question.
const workerStart = performance.now();
const ask = (question: string) =>
  answerInWorker({
    documents: DOCUMENTS,
    synonyms: [],
    query: question,
    topPassages: 3,
    threshold: DEFAULT_CONFIDENCE_THRESHOLD,
  });
await ask('Do you deliver on Sundays?');
const firstMs = performance.now() - workerStart;
const workerTimes: number[] = [];
for (const entry of TEST_QUESTIONS) {
  const start = performance.now();
  await ask(entry.question);
  workerTimes.push(performance.now() - start);
}
workerTimes.sort((a, b) => a - b);
const workerAt = (share: number) =>
  workerTimes[Math.min(workerTimes.length - 1, Math.floor(share * workerTimes.length))]!;
console.log(
  `Through the answer worker thread: first question (worker start, index build) ${firstMs.toFixed(0)} ms; then p50 ${workerAt(0.5).toFixed(2)} ms, p95 ${workerAt(0.95).toFixed(2)} ms`,
);
await stopAnswerWorker();

// With an embedder configured (an embeddings server or a GGUF file), the same
// sets with the passages nearest in meaning ranked in, as findNearest would
// return them (cosine over the same vectors, computed here in memory).
const { embedder, description: embedderDescription } = chooseEmbedder({
  VG_EMBED_BASE_URL: process.env.VG_EMBED_BASE_URL,
  VG_EMBED_API_MODEL: process.env.VG_EMBED_API_MODEL ?? 'text-embedding-3-small',
  VG_LLM_API_KEY: process.env.VG_LLM_API_KEY,
  VG_EMBED_MODEL: process.env.VG_EMBED_MODEL,
  VG_MODELS_DIR: process.env.VG_MODELS_DIR ?? 'models',
});
if (!embedder) {
  console.log(`Vector search: not measured. ${embedderDescription}`);
} else {
  const passages = DOCUMENTS.flatMap((doc) => documentPassages(doc));
  const vectors = await embedder.embed(passages.map(passageText));
  const sets = [
    ['dev set', DEV_QUESTIONS],
    ['second dev set', DEV_EXTRA_QUESTIONS],
    ['test set', TEST_QUESTIONS],
    ['second held-out set', HELD_OUT_QUESTIONS],
  ] as const;
  const outcomes = new Map<string, Outcome>();
  for (const [, questions] of sets) {
    for (const entry of questions) {
      const { answer } = await answerKnowledge({
        documents: DOCUMENTS,
        synonyms: [],
        query: entry.question,
        topPassages: 3,
        threshold: DEFAULT_CONFIDENCE_THRESHOLD,
        nearest: nearestInMemory(passages, vectors, (await embedder.embed([entry.question]))[0]!),
      });
      outcomes.set(entry.question, {
        answer: answer.known ? composeAnswer(answer.sentences) : null,
        top5: answer.passages.slice(0, 5).map((passage) => passage.text),
      });
    }
  }
  console.log(`\nWith vector search (${embedder.id}):`);
  for (const [label, questions] of sets) {
    const result = score((question) => outcomes.get(question)!, [...questions]);
    console.log(
      `${label}: answered with the fact ${percent(result.answered)}, declined ${percent(result.declined)}, recall@5 ${result.recall.toFixed(2)}`,
    );
  }
}

/** The passages nearest a question by cosine similarity, nearest first. */
function nearestInMemory(
  passages: readonly { id: string }[],
  vectors: readonly number[][],
  query: readonly number[],
) {
  const cosine = (a: readonly number[], b: readonly number[]) => {
    let dot = 0;
    let normA = 0;
    let normB = 0;
    a.forEach((x, i) => {
      dot += x * b[i]!;
      normA += x * x;
      normB += b[i]! * b[i]!;
    });
    return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
  };
  return passages
    .map((passage, i) => ({ id: passage.id, similarity: cosine(query, vectors[i]!) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, 5);
}
