import { afterAll, describe, expect, it } from 'vitest';
import { answerKnowledge, type KnowledgeQuestion } from './answerKnowledge';
import {
  AnswerQueueFullError,
  MAX_WAITING_ANSWERS,
  answerInWorker,
  stopAnswerWorker,
} from './answerInWorker';

const question = (query: string, documents = shop): KnowledgeQuestion => ({
  documents,
  synonyms: [],
  query,
  topPassages: 3,
  threshold: 0.46,
});
const shop = [
  {
    id: 'delivery',
    name: 'Delivery',
    content: 'We deliver every day including Saturdays and Sundays between 9 am and 1 pm.',
  },
  { id: 'rental', name: 'Bike rental', content: 'You can rent a bike for 15 euros a day.' },
];
/** A knowledge base large enough that building its index takes a while. */
const large = Array.from({ length: 300 }, (_, n) => ({
  id: `doc${n}`,
  name: `Opening times of branch ${n}`,
  content: `Branch ${n} on Harbour Road opens at ${n % 12}:30 on weekdays. Parking at branch ${n} is free for customers who rent a bike for a day or more. Staff at branch ${n} repair punctures within the hour.`,
}));

afterAll(() => stopAnswerWorker());

describe('answerInWorker', () => {
  it('answers in the worker as the engine does in the thread', async () => {
    const inWorker = await answerInWorker(question('Do you deliver on Sundays?'));
    const here = await answerKnowledge(question('Do you deliver on Sundays?'));
    expect(inWorker.answer.known).toBe(true);
    expect(inWorker.answer.sentences).toEqual(here.answer.sentences);
    expect(inWorker.size).toBe(here.size);
    expect((await answerInWorker(question('Do you sell gift cards?'))).answer.known).toBe(false);
  });

  it("keeps the caller's event loop free while a large knowledge base is indexed", async () => {
    let settled = false;
    const pending = answerInWorker(question('Where can I park at branch 7?', large)).then(
      (result) => {
        settled = true;
        return result;
      },
    );
    // In the thread, indexing would finish before the event loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    const { answer } = await pending;
    expect(answer.known).toBe(true);
    expect(answer.sentences.map((sentence) => sentence.text)).toContain(
      'Parking at branch 7 is free for customers who rent a bike for a day or more.',
    );
  });

  it('refuses more waiting questions than it queues, and answers the others', async () => {
    const calls = Array.from({ length: MAX_WAITING_ANSWERS + 1 }, () =>
      answerInWorker(question('Can I hire a bicycle?')).then(
        (result) => result.answer.known,
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.slice(0, MAX_WAITING_ANSWERS)).toEqual(
      Array.from({ length: MAX_WAITING_ANSWERS }, () => true),
    );
    expect(outcomes.at(-1)).toBeInstanceOf(AnswerQueueFullError);
  });

  it('starts a new worker after it was stopped', async () => {
    const stopped = expect(answerInWorker(question('Do you deliver on Sundays?'))).rejects.toThrow(
      'stopped',
    );
    await stopAnswerWorker();
    await stopped;
    expect((await answerInWorker(question('Do you deliver on Sundays?'))).answer.known).toBe(true);
  });
});
