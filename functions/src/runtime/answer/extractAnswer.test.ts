import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../knowledge/KnowledgeIndex';
import { composeAnswer, declineText, DECLINE_HANDOFF_OFFER, DECLINE_REPLY } from './composeAnswer';
import { confidenceThreshold, DEFAULT_CONFIDENCE_THRESHOLD, extractAnswer } from './extractAnswer';
import { questionConcepts } from './questionConcepts';
import { rewriteFollowUp } from './rewriteFollowUp';

const index = new KnowledgeIndex([
  {
    id: 'delivery',
    name: 'Delivery',
    content:
      '# Delivery\nWe deliver every day including Saturdays and Sundays between 9 am and 1 pm. Standard shipping costs €4.99, e.g. for parcels under 5 kg.',
  },
  {
    id: 'rental',
    name: 'Bike rental',
    content: 'You can rent a bike for 15 euros a day. Helmets are included.',
  },
]);
function texts(question: string, knowledge: KnowledgeIndex = index): string[] {
  return extractAnswer(knowledge, question).sentences.map((sentence) => sentence.text);
}

describe('extractAnswer', () => {
  it('quotes the sentence that answers, as written, with its document', () => {
    const answer = extractAnswer(index, 'Do you deliver on Sundays?');
    expect(answer.known).toBe(true);
    expect(answer.sentences).toEqual([
      expect.objectContaining({
        docName: 'Delivery',
        text: 'We deliver every day including Saturdays and Sundays between 9 am and 1 pm.',
      }),
    ]);
  });

  it('understands variants from the synonym table and word forms', () => {
    expect(texts('weekend delivery?')[0]).toContain('Saturdays and Sundays');
    expect(texts('Can I hire a bicycle?')).toEqual(['You can rent a bike for 15 euros a day.']);
  });

  it('prefers a sentence with a price for a "how much" question', () => {
    expect(texts('How much is shipping?')).toEqual([
      'Standard shipping costs €4.99, e.g. for parcels under 5 kg.',
    ]);
  });

  it('declines below the threshold and quotes nothing', () => {
    for (const question of [
      'Do you sell gift vouchers?',
      'Do you deliver to Mars?',
      'what is the',
    ]) {
      const answer = extractAnswer(index, question);
      expect(answer, question).toMatchObject({ known: false, sentences: [] });
      expect(answer.confidence, question).toBeLessThan(DEFAULT_CONFIDENCE_THRESHOLD);
    }
    expect(extractAnswer(index, 'Do you deliver on Sundays?', { threshold: 1.01 }).known).toBe(
      false,
    );
  });

  it('declines when the thing asked about is missing from the best sentence', () => {
    const shop = new KnowledgeIndex([
      { id: 'b', name: 'Deposit', content: 'A deposit is taken when you pick up the bike.' },
      { id: 'l', name: 'Finding us', content: 'We are opposite the ferry terminal.' },
      { id: 'p', name: 'Prices', content: 'A city bike costs 15 euros a day.' },
      { id: 'h', name: 'Helmets', content: 'Every bike comes with a helmet.' },
    ]);
    // "take" and "bike" are in one sentence, the ferry and the island are not:
    // they are what the question is about.
    const answer = extractAnswer(shop, 'Can I take the bike on the ferry to the island?');
    expect(answer.known).toBe(false);
    expect(answer.sentences).toEqual([]);
  });

  it('matches a phrase from the synonym table as one concept', () => {
    const repairs = new KnowledgeIndex([
      {
        id: 'r',
        name: 'Workshop',
        content: 'A puncture repair costs 12 euros. We also sell maps.',
      },
    ]);
    const answer = extractAnswer(repairs, 'Can you fix a flat tyre?');
    expect(answer.known).toBe(true);
    expect(answer.sentences.map((entry) => entry.text)).toEqual([
      'A puncture repair costs 12 euros.',
    ]);
  });

  it('reads hyphenated words and contractions as visitors write them', () => {
    const contact = new KnowledgeIndex([
      { id: 'c', name: 'Contact', content: 'E-mails are answered within one working day.' },
    ]);
    expect(extractAnswer(contact, "What's your emails reply time? Don't guess.").known).toBe(true);
  });

  it('reads ifKnowsThreshold as a share or a percentage', () => {
    expect(confidenceThreshold(undefined)).toBe(DEFAULT_CONFIDENCE_THRESHOLD);
    expect(confidenceThreshold(0.75)).toBe(0.75);
    expect(confidenceThreshold(80)).toBe(0.8);
  });

  it("takes an owner's own synonym groups", () => {
    const own = new KnowledgeIndex(
      [{ id: 'p', name: 'Parcels', content: 'Parcels go out with Hermes within two days.' }],
      undefined,
      [['parcel', 'package']],
    );
    expect(extractAnswer(own, 'Where is my package?').known).toBe(true);
    const plain = new KnowledgeIndex([
      { id: 'p', name: 'Parcels', content: 'Parcels go out with Hermes within two days.' },
    ]);
    expect(extractAnswer(plain, 'Where is my package?').known).toBe(false);
  });
});

describe('extractAnswer, the kind of fact asked for', () => {
  const shop = new KnowledgeIndex([
    {
      id: 't',
      name: 'Walking tours',
      content:
        'The Old Town Walk starts at the cathedral every afternoon. It costs 20 euros per person. Walks run in English and Spanish.',
    },
    {
      id: 'c',
      name: 'Contact',
      content: 'Ring us on +44 20 7946 0018 from 9 to 5. Letters go to the head office.',
    },
    {
      id: 's',
      name: 'Shop',
      content:
        'Umbrellas left with us are insured when locked with our lock. Our shop sells maps and locks. Students get 10% off.',
    },
  ]);
  const quoted = (question: string) => texts(question, shop);

  it('quotes a sentence that refers back ("It costs …") with the one it refers to', () => {
    expect(quoted('How much is the old town walk?')).toEqual([
      'The Old Town Walk starts at the cathedral every afternoon.',
      'It costs 20 euros per person.',
    ]);
  });

  it('prefers the sentence that states the asked-for kind of fact', () => {
    expect(quoted('What is your phone number?')).toEqual([
      'Ring us on +44 20 7946 0018 from 9 to 5.',
    ]);
    expect(quoted('Is there a student discount?')).toEqual(['Students get 10% off.']);
  });

  it('weighs the last noun of a compound above the noun that qualifies it', () => {
    const weightOf = (question: string) =>
      new Map(questionConcepts(shop, question).map((concept) => [concept.term, concept.weight]));
    // The tagger reads 'lock' as a verb here; after "buy an umbrella" it is a noun.
    const compound = weightOf('Can I buy an umbrella lock from you?');
    expect(compound.get('lock')).toBeGreaterThan(compound.get('umbrella')!);
    const alone = weightOf('Can I buy an umbrella?');
    expect(alone.get('umbrella')).toBeGreaterThan(compound.get('umbrella')!);
  });

  it('declines when a thing asked about is unknown to the knowledge base', () => {
    expect(extractAnswer(shop, 'Do you have showers for walkers?').known).toBe(false);
    expect(extractAnswer(shop, 'Do you sell gift cards?').known).toBe(false);
  });
});

describe('composeAnswer', () => {
  it('frames one document in a sentence and names several', () => {
    const one = { docId: 'a', docName: 'Delivery', order: 0 };
    expect(
      composeAnswer([
        { ...one, text: 'We ship daily.' },
        { ...one, text: 'It is free.', order: 1 },
      ]),
    ).toBe('Here is what I found in “Delivery”: “We ship daily. It is free.”');
    expect(
      composeAnswer([
        { ...one, text: 'We ship daily.' },
        { docId: 'b', docName: 'Prices', order: 1000, text: 'Shipping is free.' },
      ]),
    ).toBe(
      'Here is what I found: “We ship daily.” (from “Delivery”) and “Shipping is free.” (from “Prices”)',
    );
  });

  it('offers the hand-off in the decline only when it is enabled', () => {
    expect(declineText(false)).toBe(DECLINE_REPLY);
    expect(declineText(true)).toBe(`${DECLINE_REPLY} ${DECLINE_HANDOFF_OFFER}`);
  });
});

describe('rewriteFollowUp', () => {
  const history = [
    { role: 'user' as const, content: 'Do you deliver on Saturdays?' },
    { role: 'assistant' as const, content: 'Yes.' },
  ];
  it('searches a follow-up together with the previous question', () => {
    expect(
      rewriteFollowUp('How much does it cost?', [
        ...history,
        { role: 'user', content: 'How much does it cost?' },
      ]),
    ).toBe('How much does it cost? Do you deliver on Saturdays?');
  });
  it('leaves a question that stands on its own', () => {
    const question = 'Can I rent a bike for the whole week?';
    expect(rewriteFollowUp(question, [...history, { role: 'user', content: question }])).toBe(
      question,
    );
  });
});
