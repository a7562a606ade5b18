import { describe, expect, it } from 'vitest';
import { Timestamp, doc, writeBatch } from 'firebase/firestore';
import { useDataEmulator } from '../../test/dataEmulator';

await useDataEmulator();
const { INBOX_SIZE, fetchConversationPage, searchConversations, watchInboxPage } =
  await import('./conversations');
const { regionDb } = await import('./firebase');

const AGENT = 'inbox-at-scale';
const COUNT = 2 * INBOX_SIZE + 17;
const NOW = Date.parse('2026-11-25T12:00:00Z');

async function seed() {
  const db = regionDb('eu');
  const batch = writeBatch(db);
  for (let i = 0; i < COUNT; i++) {
    const at = NOW - i * 60_000;
    batch.set(doc(db, 'voiceglow', AGENT, 'convos', `c${String(i).padStart(4, '0')}`), {
      state: 'ai-chatting',
      turns: '[]',
      userName: i % 10 === 3 ? `Lena ${i}` : `Visitor ${i}`,
      userEmail: i % 10 === 3 ? `lena${i}@shop.test` : '',
      // Older conversations were stored with numbers, newer ones with Timestamps.
      lastModified: i < 40 ? Timestamp.fromMillis(at) : at,
    });
  }
  await batch.commit();
}

function firstPage() {
  return new Promise<{ ids: string[]; lastId: string | null }>((resolve, reject) => {
    const stop = watchInboxPage(
      'eu',
      AGENT,
      (page) => {
        stop();
        resolve({ ids: page.conversations.map((c) => c.id), lastId: page.lastId });
      },
      reject,
    );
  });
}

describe('the inbox at any size', () => {
  it('pages through every conversation newest first, a page per query', async () => {
    await seed();
    const first = await firstPage();
    expect(first.ids).toHaveLength(INBOX_SIZE);
    const seen = [...first.ids];
    let next = first.lastId;
    const sizes: number[] = [];
    while (next) {
      const page = await fetchConversationPage('eu', AGENT, next);
      sizes.push(page.conversations.length);
      seen.push(...page.conversations.map((c) => c.id));
      next = page.lastId;
    }
    expect(sizes).toEqual([INBOX_SIZE, 17]);
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => `c${String(i).padStart(4, '0')}`));
  });

  it('finds conversations by the start of the e-mail or the name, in any case', async () => {
    const byEmail = await searchConversations('eu', AGENT, 'LENA1');
    expect(byEmail.map((c) => c.userEmail).sort()).toEqual([
      'lena103@shop.test',
      'lena113@shop.test',
      'lena13@shop.test',
    ]);
    const byName = await searchConversations('eu', AGENT, 'lena 2');
    expect(byName.map((c) => c.userName)).toEqual(['Lena 23']);
    expect(await searchConversations('eu', AGENT, 'nobody')).toEqual([]);
  });
});
