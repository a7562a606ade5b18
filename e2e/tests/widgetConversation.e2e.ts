import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { hostPage, startHostServer, type HostServer } from '../support/hostServer';
import {
  GREETING,
  ask,
  botTexts,
  chatFrame,
  chatFrameHandle,
  panelBox,
  recordSockets,
  settle,
  waitFor,
  waitForChatText,
} from '../support/chatWidget';

const CANCEL_AGENT = `e2e-cancel-${Date.now()}`;
// One long sentence: the offline model streams it word by word for a few seconds.
const CARE_GUIDE =
  'To care for your tent after a trip, shake out the sand, grit, pine needles and leaves from the inner tent while it is still pitched, ' +
  'wipe the groundsheet and the bathtub floor with a soft damp sponge and lukewarm water without any soap or detergent, ' +
  'let the flysheet, the inner tent and the footprint dry completely in the shade for at least a full day before you pack them away, ' +
  'brush the zips with an old toothbrush and treat them with a little zip lubricant so the sliders keep running smoothly on the next trip, ' +
  'check every seam, guy line, peg loop and buckle for wear and repair small holes with the patch kit that came with your tent, ' +
  'straighten any bent pegs and count them so none are missing, re-proof the flysheet with a water repellent spray once a season or whenever water stops beading on the fabric, ' +
  'and finally store the tent loosely rolled in a large breathable cotton bag in a cool dry cupboard rather than in its tight stuff sack, ' +
  'because fabric kept compressed and damp for months grows mould, loses its coating and starts to smell long before your next trip.';
/** The offline engine quotes the guide in its frame, naming the document. */
const CARE_ANSWER = `Here is what I found in “Tent care guide”: “${CARE_GUIDE}”`;

let browser: Browser;
let site: HostServer;
let docs: AgentDocs;
let showSourcesBefore: unknown;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
  docs = agentDocs();
  // The owner turns sources on for the seeded agent; put back afterwards.
  showSourcesBefore = ((await docs.read('demo-plain-eu')).vgOptions as { showSources?: unknown })
    ?.showSources;
  await docs.update('demo-plain-eu', { 'vgOptions.showSources': true });
  await docs.copy('demo-plain-eu', CANCEL_AGENT, { title: 'Trailhead Tents' });
  await docs.addKnowledge(CANCEL_AGENT, {
    id: 'tent-care',
    name: 'Tent care guide',
    content: CARE_GUIDE,
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await docs?.update('demo-plain-eu', {
    'vgOptions.showSources': showSourcesBefore ?? FieldValue.delete(),
  });
  await docs?.remove(CANCEL_AGENT);
  await docs?.close();
});

async function openChat(
  agentId: string,
  userId: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(
    site.page(
      `/chat-${userId}`,
      hostPage({ attributes: { 'agent-id': agentId, region: 'eu', 'user-id': userId } }),
    ),
  );
  return page;
}

async function storedTurns(agentId: string, userId: string) {
  const convo = await docs.db('eu').doc(`voiceglow/${agentId}/convos/${userId}`).get();
  return JSON.parse(String(convo.data()?.turns ?? '[]')) as {
    from: string;
    sources?: { payload?: { doc_name?: string } }[];
    messages: { item?: { payload?: { message?: string } } }[];
  }[];
}

/** Records every length the streamed bubble takes, inside the chat frame. */
async function watchStreaming(page: Page): Promise<() => Promise<number[]>> {
  const frame = await chatFrameHandle(page);
  await frame.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { streamLengths: number[] }).streamLengths = lengths;
    new MutationObserver(() => {
      const bubble = document.querySelector('.vg-streaming');
      if (bubble) lengths.push(bubble.textContent?.length ?? 0);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    frame.evaluate(() => (window as unknown as { streamLengths: number[] }).streamLengths);
}

describe('a conversation with the seeded agent', () => {
  it('greets, streams an answer from the knowledge documents and shows its sources', async () => {
    const userId = `e2e-convo-${Date.now()}`;
    const tokensBefore = Number((await docs.read('demo-plain-eu')).tokensUsage ?? 0);
    const page = await openChat('demo-plain-eu', userId);
    const sockets = recordSockets(page);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    const input = chatFrame(page).locator('textarea.vg-input');

    // Empty text is not sent; Shift+Enter adds a line instead of sending.
    await input.press('Enter');
    await input.pressSequentially('line one');
    await input.press('Shift+Enter');
    await input.pressSequentially('line two');
    expect(await input.inputValue()).toBe('line one\nline two');
    expect(await chatFrame(page).locator('.vg-turn--human').count()).toBe(0);
    await input.fill('');

    const lengths = await watchStreaming(page);
    await ask(page, 'How long does shipping take, and is it free?');
    await waitForChatText(
      page,
      'Standard shipping takes 3-5 days and is free above 50 EUR.',
      30_000,
    );
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => sockets.received.at(-1)?.type).toBe('done');

    // It arrived in pieces: many chunks on the socket, a bubble that grew.
    const chunks = sockets.received.filter((frame) => frame.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(5);
    const grown = [...new Set(await lengths())];
    expect(grown.length).toBeGreaterThan(3);
    expect(grown).toEqual([...grown].sort((a, b) => a - b));
    expect(sockets.received.some((frame) => frame.type === 'metadata')).toBe(true);

    // Sources accordion under the answer.
    const sources = chatFrame(page).locator('.vg-turn--bot .vg-sources').last();
    await waitFor(sources);
    expect(await sources.locator('summary').innerText()).toMatch(/^Sources \(\d+\)$/);
    await sources.locator('summary').click();
    expect(await sources.innerText()).toContain('Shipping policy');
    await snap(page, 'widget-conversation-answer-sources');

    // A second question in the same conversation.
    await ask(page, 'What are your opening hours?');
    await waitForChatText(page, /Monday to Friday from 9:00 to 18:00 CET/, 30_000);
    expect(await chatFrame(page).locator('.vg-turn--human').count()).toBe(2);

    // Stored as the spec says, with the sources, and the tokens counted on the agent
    // (the streamed reply shows before its turn is written).
    await expect
      .poll(async () => (await storedTurns('demo-plain-eu', userId)).length, { timeout: 15_000 })
      .toBe(5);
    const turns = await storedTurns('demo-plain-eu', userId);
    expect(turns.map((turn) => turn.from)).toEqual(['bot', 'human', 'bot', 'human', 'bot']);
    expect(turns[2]?.messages[0]?.item?.payload?.message).toContain('3-5 days');
    expect(turns[2]?.sources?.map((source) => source.payload?.doc_name)).toContain(
      'Shipping policy',
    );
    expect(Number((await docs.read('demo-plain-eu')).tokensUsage)).toBeGreaterThan(tokensBefore);

    // Asked plainly and in other words, the answer is quoted with its source;
    // a question the knowledge does not cover is declined, nothing pasted.
    const lastBotText = async () => (await botTexts(page)).at(-1) ?? '';
    await ask(page, 'Do you deliver on Sundays?');
    await expect
      .poll(lastBotText, { timeout: 30_000 })
      .toMatch(/^Here is what I found in “Delivery days”: “.*There is no delivery on Sundays/);
    await ask(page, 'Is weekend delivery possible?');
    await expect
      .poll(lastBotText, { timeout: 30_000 })
      .toMatch(
        /^Here is what I found in “Delivery days”: “Couriers deliver parcels Monday to Saturday/,
      );
    // The accordion of the newest answer, opened (again, if the turn re-rendered when it finished).
    await expect
      .poll(async () => {
        const sources = chatFrame(page).locator('.vg-turn--bot .vg-sources').last();
        if (!(await sources.evaluate((el) => (el as HTMLDetailsElement).open))) {
          await sources.locator('summary').click();
        }
        return sources.innerText();
      })
      .toContain('Delivery days');
    await ask(page, 'Do you sell gift cards?');
    await expect
      .poll(lastBotText, { timeout: 30_000 })
      .toMatch(/^I'm sorry, I don't know the answer to that/);
    await snap(page, 'widget-conversation-quoted-and-declined');
    await settle(page);
    await snap(page, 'widget-conversation-two-answers');
    await page.context().close();
  });

  it("the red cancel button sends '@cancel:' and the reply stops where it was", async () => {
    const userId = `e2e-cancel-${Date.now()}`;
    const page = await openChat(CANCEL_AGENT, userId);
    const sockets = recordSockets(page);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);

    const doneBefore = sockets.received.filter((frame) => frame.type === 'done').length;
    await ask(page, 'How do I care for my tent after a trip?');
    const streaming = chatFrame(page).locator('.vg-streaming');
    await expect
      .poll(async () => ((await streaming.count()) ? (await streaming.innerText()).length : 0), {
        timeout: 20_000,
        interval: 50,
      })
      .toBeGreaterThan(60);
    const cancel = chatFrame(page).getByRole('button', { name: 'Stop the reply' });
    expect(await cancel.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(220, 38, 38)',
    );
    await snap(page, 'widget-conversation-streaming-cancel-button');
    await cancel.click();

    await expect.poll(() => sockets.sent.some((frame) => frame.prompt === '@cancel:')).toBe(true);
    // The server keeps what was said so far, a strict beginning of the full answer.
    await expect.poll(async () => (await storedTurns(CANCEL_AGENT, userId)).length).toBe(3);
    const kept = (await storedTurns(CANCEL_AGENT, userId))[2]?.messages[0]?.item?.payload?.message;
    expect(kept && CARE_ANSWER.startsWith(kept)).toBe(true);
    expect(kept!.length).toBeLessThan(CARE_ANSWER.length / 2);
    // The server closed the cancelled step ('done'): nothing more can come for it.
    await expect
      .poll(() => sockets.received.filter((frame) => frame.type === 'done').length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(doneBefore);
    const shown = (await botTexts(page)).at(-1) ?? '';
    expect(CARE_ANSWER.startsWith(shown.trim())).toBe(true);
    expect(shown.length).toBeLessThan(CARE_ANSWER.length / 2);
    const streamed = sockets.received
      .filter((frame) => frame.type === 'chunk')
      .map((frame) => String(frame.chunk))
      .join('');
    expect(streamed.length).toBeLessThan(CARE_ANSWER.length / 2);
    expect(await streaming.count()).toBe(0);
    await snap(page, 'widget-conversation-cancelled');

    // The chat goes on: the send button is back and the next question is answered.
    expect(await chatFrame(page).getByRole('button', { name: 'Stop the reply' }).count()).toBe(0);
    await ask(page, 'Can I return an item?');
    await waitForChatText(page, /within 30 days of delivery/, 30_000);
    await page.context().close();
  });

  it('works on a phone-sized screen (390×844)', async () => {
    const userId = `e2e-phone-${Date.now()}`;
    const page = await openChat('demo-plain-eu', userId, PHONE);
    await page.locator('.vgw-n').tap();
    await waitForChatText(page, GREETING);
    expect(await panelBox(page)).toMatchObject({ x: 0, y: 0, ...PHONE });
    const input = chatFrame(page).locator('textarea.vg-input');
    // No auto-focus on phones: it would pop the keyboard up over the chat.
    expect(await input.evaluate((element) => document.activeElement === element)).toBe(false);
    await input.tap();
    await ask(page, 'Can I return an item?');
    await waitForChatText(page, /within 30 days of delivery/, 30_000);
    await settle(page);
    const bubble = await chatFrame(page).locator('.vg-turn--bot .vg-bubble').last().boundingBox();
    expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(PHONE.width);
    // The header description shows its first 35 characters whole, on two lines if need be.
    const description = await chatFrame(page)
      .locator('.vg-header .vg-description')
      .evaluate((element: HTMLElement) => ({
        text: element.innerText,
        clipped:
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      }));
    expect(description).toEqual({ text: 'Questions about orders, shipping an...', clipped: false });
    await snap(page, 'widget-conversation-phone');
    await page.context().close();
  });
});
