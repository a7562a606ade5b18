import { describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { errorOf } from '../testing/apiClient';
import { useLocalBucket } from '../testing/localServices';
import { seedAgent } from '../testing/seed';
import { askAgent } from '../testing/askAgent';
import { useApiHarness } from '../testing/useApiHarness';
import { docxFixture, pdfFixture } from './testing/knowledgeFixtures';

useLocalBucket();

const { api, owner, visitor } = useApiHarness();

const db = () => dbFor('eu');
const base64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? bytes : bytes).toString('base64');

async function source(agentId: string, id: string) {
  return (await db().doc(`voiceglow/${agentId}/kb/${id}`).get()).data();
}

const addFile = (
  agentId: string,
  filename: string,
  bytes: Uint8Array | string,
  token = owner.idToken,
) =>
  api.call('POST', `/api/eu/agents/${agentId}/kb/file`, {
    token,
    body: { filename, base64Payload: base64(bytes), tags: ['manuals'] },
  });

describe('file sources', () => {
  it('reads a PDF into a SUCCESS source the agent answers from, and keeps the file', async () => {
    const agentId = await seedAgent('eu', owner.uid, { vgOptions: { maxChunkSize: 1000 } });
    const pdf = await pdfFixture([
      'Glowbird warranty',
      'Every Glowbird lamp carries a warranty of seven years from the day of purchase.',
    ]);
    const answer = await addFile(agentId, 'Warranty terms.pdf', pdf);
    expect(answer).toMatchObject({ status: 201, body: { status: 'SUCCESS' } });
    const stored = await source(agentId, String(answer.body.id));
    expect(stored).toMatchObject({
      name: 'Warranty terms.pdf',
      fileName: 'Warranty terms.pdf',
      sourceType: 'doc',
      status: 'SUCCESS',
      tags: ['manuals'],
      userId: owner.uid,
      contentType: 'application/pdf',
      chunkCount: 1,
    });
    expect(stored?.content).toContain('warranty of seven years');
    expect(stored?.charCount).toBe(String(stored?.content).length);
    expect(stored?.error).toBeUndefined();
    const kept = await fetch(String(stored?.fileURL));
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    expect(
      await askAgent(api.call, visitor.idToken, agentId, 'How long is the lamp warranty?'),
    ).toContain('warranty of seven years');
  });

  it('reads DOCX, TXT, Markdown, CSV and HTML files', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const files: [string, Uint8Array | string, string][] = [
      [
        'returns.docx',
        await docxFixture('Returns', ['Returns are free within 30 days.']),
        'Returns\n\nReturns are free within 30 days.',
      ],
      ['hours.txt', 'Open from 9 to 5.', 'Open from 9 to 5.'],
      [
        'faq.md',
        '# Shipping\n\nParcels leave on Mondays.',
        '# Shipping\n\nParcels leave on Mondays.',
      ],
      ['plans.csv', 'Plan,Price\nPro,25 EUR', 'Plan: Pro; Price: 25 EUR.'],
      [
        'page.html',
        '<nav>Menu</nav><main><p>Hello there, reader of pages.</p></main>',
        'Hello there, reader of pages.',
      ],
    ];
    for (const [filename, bytes, text] of files) {
      const answer = await addFile(agentId, filename, bytes);
      expect(answer.body, filename).toMatchObject({ status: 'SUCCESS' });
      expect((await source(agentId, String(answer.body.id)))?.content, filename).toBe(text);
    }
  });

  it('leaves a damaged file in ERROR with the reason, and the other sources unharmed', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const good = await addFile(agentId, 'hours.txt', 'The shop opens at nine.');
    const broken = await addFile(agentId, 'manual.pdf', '%PDF-1.7\n garbage that is not a PDF');
    expect(broken.status).toBe(201);
    expect(broken.body).toMatchObject({
      status: 'ERROR',
      error: expect.stringMatching(/not a readable PDF.*save it again as PDF/),
    });
    expect(await source(agentId, String(broken.body.id))).toMatchObject({
      status: 'ERROR',
      error: broken.body.error,
      fileURL: expect.any(String),
    });
    expect(await source(agentId, String(good.body.id))).toMatchObject({
      status: 'SUCCESS',
      content: 'The shop opens at nine.',
    });
    expect(
      await askAgent(api.call, visitor.idToken, agentId, 'When does the shop open?'),
    ).toContain('The shop opens at nine.');
  });

  it('refuses a kind it does not read, an empty or too large file, and stores nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const unsupported = await addFile(agentId, 'photo.png', 'png bytes');
    expect(unsupported.status).toBe(400);
    expect(errorOf(unsupported).message).toBe(
      'This kind of file cannot be read: add a PDF, DOCX, TXT, Markdown, CSV or HTML file.',
    );
    const big = await addFile(agentId, 'big.txt', 'a'.repeat(10_000_001));
    expect(errorOf(big).message).toBe('Max size: 10 MBs');
    const empty = await api.call('POST', `/api/eu/agents/${agentId}/kb/file`, {
      token: owner.idToken,
      body: { filename: 'a.txt', base64Payload: '' },
    });
    expect(empty.status).toBe(400);
    expect((await db().collection(`voiceglow/${agentId}/kb`).get()).size).toBe(0);
  });

  it("enforces the plan's maxKbDocsCharCount across the agent's sources", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    await db()
      .doc(`users/${owner.uid}`)
      .set({ internal: { customPlan: { limits: { maxKbDocsCharCount: 40 } } } }, { merge: true });
    try {
      const first = await addFile(agentId, 'a.txt', 'x'.repeat(30));
      expect(first.body.status).toBe('SUCCESS');
      const second = await addFile(agentId, 'b.txt', 'y'.repeat(20));
      expect(second.body).toMatchObject({
        status: 'ERROR',
        error:
          'This source has 20 characters, but the plan allows 40 characters of sources per agent and 30 are in use: remove sources you no longer need or upgrade the plan.',
      });
      const text = await api.call('POST', `/api/eu/agents/${agentId}/kb/text`, {
        token: owner.idToken,
        body: { name: 'Notes', content: 'z'.repeat(11) },
      });
      expect(text.status).toBe(400);
      expect(errorOf(text).message).toMatch(/^This source has 11 characters/);
    } finally {
      await db().doc(`users/${owner.uid}`).set({ internal: {} }, { merge: true });
    }
  });
});

describe('text sources and deleting', () => {
  it('adds a typed text as SUCCESS with its characters counted', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/kb/text`, {
      token: owner.idToken,
      body: { name: ' Hours ', content: 'Open 9-5', tags: ['shop'] },
    });
    expect(answer.status).toBe(201);
    expect(await source(agentId, String(answer.body.id))).toMatchObject({
      name: 'Hours',
      content: 'Open 9-5',
      charCount: 8,
      status: 'SUCCESS',
      sourceType: 'doc',
      tags: ['shop'],
    });
    const blank = await api.call('POST', `/api/eu/agents/${agentId}/kb/text`, {
      token: owner.idToken,
      body: { name: '', content: ' ' },
    });
    expect(errorOf(blank).message).toMatch(
      /Please enter a document name.*Please enter the document content/,
    );
  });

  it('deletes a source with its stored file', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const added = await addFile(agentId, 'hours.txt', 'Open late on Fridays.');
    const fileURL = String((await source(agentId, String(added.body.id)))?.fileURL);
    expect((await fetch(fileURL)).status).toBe(200);
    const gone = await api.call('DELETE', `/api/eu/agents/${agentId}/kb/${String(added.body.id)}`, {
      token: owner.idToken,
    });
    expect(gone.status).toBe(200);
    expect(await source(agentId, String(added.body.id))).toBeUndefined();
    expect((await fetch(fileURL)).status).toBe(404);
  });

  it("refuses a visitor and another owner's agent", async () => {
    const agentId = await seedAgent('eu', 'someone-else');
    expect((await addFile(agentId, 'a.txt', 'hi')).status).toBe(403);
    const mine = await seedAgent('eu', owner.uid);
    expect((await addFile(mine, 'a.txt', 'hi', visitor.idToken)).status).toBe(403);
    const del = await api.call('DELETE', `/api/eu/agents/${agentId}/kb/x1`, {
      token: owner.idToken,
    });
    expect(del.status).toBe(403);
    expect((await addFile('no-such-agent', 'a.txt', 'hi')).status).toBe(404);
  });
});
