import { describe, expect, it } from 'vitest';
import { uploadTicketSchema, type UploadResult } from '@vg/common';
import { errorOf } from '../../testing/apiClient';
import { signInAnonymously, uniqueId } from '../../testing/emulators';
import { useLocalBucket } from '../../testing/localServices';
import { useApiHarness } from '../../testing/useApiHarness';
import { readObjectInfo } from '../../gateways/storage';
import { dbFor } from '../../firestore';
import { seedAgent, seedConversation } from '../../testing/seed';

useLocalBucket();
const { api, visitor, owner } = useApiHarness();

const pdfBytes = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
};

/** An agent of the owner with a chat of `visitor`; answers the agent and the chat's visitor id. */
async function chat(who = visitor) {
  const agentId = await seedAgent('eu', owner.uid);
  const userId = await seedConversation('eu', agentId, who.uid);
  return { agentId, userId };
}

const ask = (agentId: string, token: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/eu/agents/${agentId}/uploads`, { token, body });

const complete = (agentId: string, token: string, path: string, filename: string) =>
  api.call('POST', `/api/eu/agents/${agentId}/uploads/complete`, {
    token,
    body: { path, filename },
  });

/** The browser's PUT: the bytes to the signed URL with the headers the ticket names. */
const put = (
  ticket: { uploadUrl: string; headers: Record<string, string> },
  bytes: Buffer,
  headers = {},
) =>
  fetch(ticket.uploadUrl, {
    method: 'PUT',
    headers: { ...ticket.headers, ...headers },
    body: bytes,
  });

describe('POST /agents/{agentId}/uploads (signed upload)', () => {
  it('takes a 25 MB file straight into the bucket, checks its bytes and answers its URL', async () => {
    const { agentId, userId } = await chat();
    const bytes = pdfBytes(25_000_000);
    const asked = await ask(agentId, visitor.idToken, {
      userId,
      filename: 'Contract 2026.pdf',
      size: bytes.length,
    });
    expect(asked.status).toBe(201);
    const ticket = uploadTicketSchema.parse(asked.body);
    expect(ticket.path).toMatch(
      new RegExp(`^voiceglow/${agentId}/uploads/[A-Za-z0-9_-]{8}\\.pdf$`),
    );
    expect(ticket.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-goog-content-length-range': '25000000,25000000',
      'x-goog-meta-uploadedby': visitor.uid,
    });
    expect((await put(ticket, bytes)).status).toBe(200);

    const done = await complete(agentId, visitor.idToken, ticket.path, 'Contract 2026.pdf');
    expect(done.status).toBe(200);
    const result = done.body as UploadResult;
    expect(result).toMatchObject({
      path: ticket.path,
      filename: 'Contract 2026.pdf',
      sizeMbs: 25,
      sizeKB: 25_000,
    });
    const served = await fetch(result.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await readObjectInfo(ticket.path))?.metadata).toMatchObject({
      uploadedBy: visitor.uid,
      userId,
      verified: 'true',
    });
  });

  it('lets the bucket take only the signed upload: same size, same type, same object', async () => {
    const { agentId, userId } = await chat();
    const bytes = pdfBytes(1000);
    const ticket = uploadTicketSchema.parse(
      (await ask(agentId, visitor.idToken, { userId, filename: 'a.pdf', size: 1000 })).body,
    );
    const bigger = await put(ticket, pdfBytes(5000));
    expect(bigger.status).toBe(400);
    expect(await bigger.text()).toContain('<Code>EntityTooLarge</Code>');
    const html = await put(ticket, bytes, { 'content-type': 'text/html' });
    expect(html.status).toBe(403);
    expect(await html.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const elsewhere = await fetch(ticket.uploadUrl.replace('/uploads/', '/banners/'), {
      method: 'PUT',
      headers: ticket.headers,
      body: bytes,
    });
    expect(elsewhere.status).toBe(403);
    expect(await readObjectInfo(ticket.path)).toBeNull();
    const unsigned = await fetch(ticket.uploadUrl.split('?')[0]!, { method: 'PUT', body: bytes });
    expect(unsigned.status).toBe(403);
  });

  it('refuses a stranger without a chat, a wrong type and a file over 30 MB, with messages', async () => {
    const { agentId, userId } = await chat();
    const stranger = await signInAnonymously();
    const noChat = await ask(agentId, stranger.idToken, { userId, filename: 'a.pdf', size: 10 });
    expect(noChat.status).toBe(403);
    expect(errorOf(noChat)).toEqual({
      code: 'no-conversation',
      message: 'Start a chat with this agent before uploading files.',
    });
    const page = await ask(agentId, visitor.idToken, { userId, filename: 'x.html', size: 10 });
    expect(page.status).toBe(415);
    expect(errorOf(page).message).toBe(
      '.html files cannot be uploaded: send a picture, PDF, audio, video, text or office document.',
    );
    const big = await ask(agentId, visitor.idToken, {
      userId,
      filename: 'a.pdf',
      size: 30_000_001,
    });
    expect(big.status).toBe(413);
    expect(errorOf(big)).toEqual({ code: 'file-too-large', message: 'Max size: 30 MBs' });
    const atLimit = await ask(agentId, visitor.idToken, {
      userId,
      filename: 'a.pdf',
      size: 30_000_000,
    });
    expect(atLimit.status).toBe(201);
  });

  it('answers a flood of upload requests with 429 and Retry-After', async () => {
    const { agentId, userId } = await chat();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${api.url}/api/eu/agents/${agentId}/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${visitor.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId, filename: `f${i}.pdf`, size: 100 }),
      });
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
    }
    expect(answers.slice(0, 8).every((answer) => answer.status === 201)).toBe(true);
    const refused = answers.slice(8);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('deletes an upload whose bytes are not its type, and lets only its uploader complete it', async () => {
    const { agentId, userId } = await chat();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const ticket = uploadTicketSchema.parse(
      (await ask(agentId, visitor.idToken, { userId, filename: 'cat.png', size: html.length }))
        .body,
    );
    expect((await put(ticket, html)).status).toBe(200);
    const other = await signInAnonymously();
    const foreign = await complete(agentId, other.idToken, ticket.path, 'cat.png');
    expect(foreign.status).toBe(404);
    const checked = await complete(agentId, visitor.idToken, ticket.path, 'cat.png');
    expect(checked.status).toBe(415);
    expect(errorOf(checked).message).toBe(
      "This file's content is not a .png file: it was not kept. Send the file in its own format.",
    );
    expect(await readObjectInfo(ticket.path)).toBeNull();
    const traversal = await complete(
      agentId,
      visitor.idToken,
      `voiceglow/${uniqueId('a')}/x.pdf`,
      'x.pdf',
    );
    expect(traversal.status).toBe(400);
  });

  it('charges the owner once for a signed upload, by the stored size', async () => {
    const { agentId, userId } = await chat();
    await dbFor('eu')
      .doc(`users/${owner.uid}`)
      .set({ uid: owner.uid, loadTokens: 100 }, { merge: true });
    const bytes = pdfBytes(3_600_000);
    const ticket = uploadTicketSchema.parse(
      (await ask(agentId, visitor.idToken, { userId, filename: 'a.pdf', size: bytes.length })).body,
    );
    await put(ticket, bytes);
    await complete(agentId, visitor.idToken, ticket.path, 'a.pdf');
    const path = `/api/eu/public/users/${owner.uid}/consume-credits`;
    const body = { consume: 100, upload: ticket.path };
    const first = await api.call('POST', path, { token: visitor.idToken, body });
    const again = await api.call('POST', path, { token: visitor.idToken, body });
    expect(first.body).toMatchObject({ charged: 4 });
    expect(again.body).toMatchObject({ charged: 0 });
  });
});
