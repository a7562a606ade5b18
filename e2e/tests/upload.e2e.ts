import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { bucketAdmin } from '../support/bucketAdmin';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { pdfFile, pngFile } from '../support/testFiles';
import { expectText, freshUserId, openWidget, sendMessage } from '../support/widgetPage';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

const stamp = Date.now().toString(36);
// Copies of the owner's agent: on the built-in platform ('vg'), and on a flow platform ('vf').
const VG_AGENT = `e2e-upload-vg-${stamp}`;
const VF_QUICK = `e2e-upload-vf-quick-${stamp}`;
const VF_PLAIN = `e2e-upload-vf-plain-${stamp}`;
const OWNER = DEMO_USERS.owner.uid;
const GREETING = 'Hi! Ask me anything about your order.';
const urls = inject('urls');
let browser: Browser;
let admin: StackAdmin;
/** The picture upload of one test, looked at again by the next. */
let pictureUpload: { page: Page; userId: string; url: string } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
  // Quick upload on 'vg' must still show nothing: the platform never takes files.
  await admin.copyAgent('demo-plain-eu', VG_AGENT, { enableQuickFileUpload: true });
  await admin.copyAgent('demo-plain-eu', VF_QUICK, {
    agentPlatform: 'vf',
    enableQuickFileUpload: true,
    enableVGHandoff: false,
  });
  await admin.copyAgent('demo-plain-eu', VF_PLAIN, {
    agentPlatform: 'vf',
    enableQuickFileUpload: false,
    enableVGHandoff: false,
  });
});
afterAll(async () => {
  await browser?.close();
  await admin?.cleanUp();
});

async function visit(agentId: string, label: string): Promise<{ page: Page; userId: string }> {
  const context = await browser.newContext({ viewport: { width: 420, height: 760 } });
  const userId = freshUserId(label);
  const page = await openWidget(context, { agentId, userId });
  await page.locator('textarea.vg-input').waitFor({ timeout: 30_000 });
  return { page, userId };
}

const loadTokens = async () =>
  Number((await admin.db('eu').doc(`users/${OWNER}`).get()).get('loadTokens'));

const bucket = bucketAdmin();

/** Every percentage the upload control shows, recorded inside the page. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.vg-attach-progress')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

describe('visitor uploads', () => {
  it('offers the upload control only with quick upload or hand-off, never on vg', async () => {
    const quick = await visit(VF_QUICK, 'upload-vf-quick');
    await quick.page.locator('.vg-attach').waitFor({ timeout: 20_000 });
    await snap(quick.page, 'upload-control-vf-quick');
    const plain = await visit(VF_PLAIN, 'upload-vf-plain');
    const vg = await visit(VG_AGENT, 'upload-vg');
    await expectText(vg.page, GREETING, 30_000);
    expect(await plain.page.locator('.vg-attach').count()).toBe(0);
    expect(await vg.page.locator('.vg-attach').count()).toBe(0);
    await snap(vg.page, 'upload-control-vg-none');
    for (const { page } of [quick, plain, vg]) await page.context().close();
  });

  it('uploads a picture with progress while a team member has the chat, and charges the owner', async () => {
    const { page, userId } = await visit(VG_AGENT, 'upload-image');
    await expectText(page, GREETING, 30_000);
    // A conversation reaches the team's inbox once the visitor writes; only then can it be taken.
    await sendMessage(page, 'Can I send you a photo of the sole?');
    await expect
      .poll(async () => (await admin.turns(VG_AGENT, userId)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('.vg-streaming, .vg-send--cancel').count()).toBe(0);
    // The owner takes the chat (as the inbox's 'Take over' does): attachments come on.
    await admin
      .db('eu')
      .doc(`voiceglow/${VG_AGENT}/convos/${userId}`)
      .update({ state: 'human-chatting', chatAssignedTo: OWNER });
    const attach = page.locator('.vg-attach');
    await attach.waitFor({ timeout: 20_000 });

    // A slow connection, so the percentages can be seen climbing.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_500_000,
    });
    const progress = await recordProgress(page);
    const before = await loadTokens();
    const picture = pngFile('trail-shoe-sole.png', 2_400_000);
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/uploads/complete'),
      { timeout: 60_000 },
    );
    await page.getByTestId('attach-input').setInputFiles(picture);
    await page
      .locator('.vg-attach-progress')
      .filter({ hasText: /^[1-9]\d?%$/ })
      .waitFor({ timeout: 20_000 });
    await snap(page, 'upload-image-progress');
    const response = await uploaded;
    expect(response.status(), await response.text()).toBe(200);
    const result = (await response.json()) as { url: string; path: string };
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const shown = await progress();
    const percents = shown.map((text) => Number(/(\d+)%/.exec(text)?.[1]));
    expect(percents.length).toBeGreaterThan(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    // In the bucket: the agent's folder, a random 8-character id, the extension, cached a year.
    expect(result.path).toMatch(
      new RegExp(`^voiceglow/${VG_AGENT}/uploads/[A-Za-z0-9_-]{8}\\.png$`),
    );
    expect(await bucket.object(result.path)).toMatchObject({
      size: String(picture.buffer.length),
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000',
    });

    // 2.4 MB at one credit per MB, rounded: 2 credits from the owner's workspace.
    await expect.poll(loadTokens, { timeout: 15_000 }).toBe(before - 2);
    const logs = await admin
      .db('eu')
      .collection(`users/${OWNER}/creditLogs`)
      .where('agentId', '==', VG_AGENT)
      .get();
    expect(logs.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ amount: 2, causedBy: 'agent', direction: 'decrease' }),
    ]);
    pictureUpload = { page, userId, url: result.url };
  }, 150_000);

  it("shows the visitor's picture inline, also once the server's copy of the turns is back", async () => {
    if (!pictureUpload) throw new Error('The picture upload above did not happen');
    const { page, userId, url } = pictureUpload;
    // The server has stored the visitor's turn (the socket then syncs it back).
    await expect
      .poll(async () => JSON.stringify((await admin.turns(VG_AGENT, userId)).at(-1)), {
        timeout: 15_000,
      })
      .toContain('trail-shoe-sole.png');
    await page.waitForTimeout(1_000);
    await snap(page, 'upload-image-inline');
    const image = page.locator(`.vg-turn--human img[src="${url}"]`);
    expect(await image.count(), 'the uploaded picture is shown in the chat').toBe(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    // The team reads the stored conversation: its turn must lead to the file.
    expect(JSON.stringify((await admin.turns(VG_AGENT, userId)).at(-1))).toContain(url);
    await page.context().close();
  });

  it("shows a document as 'File uploaded: {name}' with a name cut to 20 characters", async () => {
    const { page, userId } = await visit(VF_QUICK, 'upload-document');
    await page.locator('.vg-attach').waitFor({ timeout: 20_000 });
    await admin.waitForConversation(VF_QUICK, userId);
    const before = await loadTokens();
    await page
      .getByTestId('attach-input')
      .setInputFiles(pdfFile('warranty-card-trail-shoes.pdf', 600_000));
    await expectText(
      page.locator('.vg-turn--human'),
      'File uploaded: warranty-card-trail-...',
      30_000,
    );
    await snap(page, 'upload-document');
    const objects = await bucket.list(`voiceglow/${VF_QUICK}/uploads/`);
    expect(objects.map((item) => item.size)).toContain('600000');
    // 0.6 MB rounds to one credit.
    await expect.poll(loadTokens, { timeout: 15_000 }).toBe(before - 1);
    await page.context().close();
  }, 90_000);

  it('uploads a 25 MB document straight to the bucket and refuses a page with a message', async () => {
    const { page, userId } = await visit(VF_QUICK, 'upload-large');
    await page.locator('.vg-attach').waitFor({ timeout: 20_000 });
    await admin.waitForConversation(VF_QUICK, userId);
    const before = await loadTokens();
    const put = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().startsWith(urls.bucket),
      { timeout: 60_000 },
    );
    await page
      .getByTestId('attach-input')
      .setInputFiles(pdfFile('site-survey-full.pdf', 25_000_000));
    expect((await put).status()).toBe(200);
    await expectText(
      page.locator('.vg-turn--human'),
      'File uploaded: site-survey-full.pdf',
      60_000,
    );
    const objects = await bucket.list(`voiceglow/${VF_QUICK}/uploads/`);
    expect(objects.filter((item) => item.size === '25000000')).toHaveLength(1);
    // 25 MB at one credit per MB.
    await expect.poll(loadTokens, { timeout: 15_000 }).toBe(before - 25);

    const countBefore = (await bucket.list(`voiceglow/${VF_QUICK}/`)).length;
    await page.getByTestId('attach-input').setInputFiles({
      name: 'offer.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await expectText(
      page,
      '.html files cannot be uploaded: send a picture, PDF, audio, video, text or office document.',
      20_000,
    );
    await snap(page, 'upload-refused-type');
    // The same chat on a 390 px phone: the refusal and the upload control still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectText(
      page,
      '.html files cannot be uploaded: send a picture, PDF, audio, video, text or office document.',
    );
    expect(await page.locator('.vg-attach').isVisible()).toBe(true);
    await snap(page, 'upload-refused-type-phone');
    expect((await bucket.list(`voiceglow/${VF_QUICK}/`)).length).toBe(countBefore);
    await page.context().close();
  }, 120_000);
});
