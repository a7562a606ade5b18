import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { snap } from '../support/browser';
import { launchBrowserWithFakeMicrophone } from '../support/fakeMicrophoneBrowser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { expectNotice, expectText, freshUserId, openWidget } from '../support/widgetPage';
import { readFileSync } from 'node:fs';
import { silence, wavFile } from '../../emulator/stack/speech/wavFixtures';

// Dictation through the local speech service, which really listens: it
// answers silence as Speech-to-Text does (no results) and turns a human
// voice into words with the offline recogniser (pocketsphinx).
/** A human reading from Debian's pocketsphinx-testdata (LibriVox, public domain). */
const HUMAN_CLIP =
  '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const AGENT = `e2e-dictation-${Date.now().toString(36)}`;
const GREETING = 'Hi! Ask me anything about your order.';
const browsers: Browser[] = [];
let admin: StackAdmin;

beforeAll(async () => {
  admin = stackAdmin();
  await admin.copyAgent('demo-plain-eu', AGENT, {
    title: 'Trailhead Returns',
    enableAudioSupport: true,
    enableVGHandoff: false,
  });
});
afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await admin?.cleanUp();
});

/** The widget on a phone whose microphone plays `recording`. */
async function widgetWithMicrophone(recording: Buffer, label: string): Promise<Page> {
  const browser = await launchBrowserWithFakeMicrophone(recording);
  browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['microphone']);
  const page = await openWidget(context, { agentId: AGENT, userId: freshUserId(label) });
  await expectText(page, GREETING, 30_000);
  return page;
}

/** Holds the microphone button for a while, releases it, and answers the stt call. */
async function holdAndRelease(page: Page, holdMs = 1_500): Promise<Response> {
  const mic = page.locator('button.vg-mic');
  await mic.waitFor({ timeout: 20_000 });
  const transcription = page.waitForResponse((response) => response.url().endsWith('/stt'));
  const box = (await mic.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => mic.getAttribute('aria-pressed')).toBe('true');
  // The visitor speaks for this long: a fixed hold is the journey, not a wait for a condition.
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
  return transcription;
}

describe('dictation on the local stack', () => {
  it("says 'No text understood…' when the visitor held the button but said nothing", async () => {
    const page = await widgetWithMicrophone(wavFile(silence(3, 48_000), 48_000), 'mute');
    const response = await holdAndRelease(page);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ text: '' });
    await expectNotice(page, 'No text understood, please make sure to hold > speak > release.');
    await snap(page, 'dictation-no-text-phone');
    expect(await page.locator('textarea.vg-input').inputValue()).toBe('');
  });

  it('puts the words of a recorded human voice into the input', async () => {
    const page = await widgetWithMicrophone(readFileSync(HUMAN_CLIP), 'voice');
    const response = await holdAndRelease(page, 7_500);
    const request = response.request().postDataJSON() as { base64Audio: string; vg_id: string };
    expect(request.vg_id).toBe(AGENT);
    const wav = Buffer.from(request.base64Audio.replace(/^data:[^,]*,/, ''), 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(response.status()).toBe(200);
    const { text } = (await response.json()) as { text: string };
    // The reader says "and mister john dashwood had then leisure to consider how much …";
    // the recogniser gets roughly a third of the words wrong, so a few known ones are checked.
    expect(
      text.split(' ').filter((word) => ['john', 'leisure', 'consider', 'much'].includes(word))
        .length,
    ).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.locator('textarea.vg-input').inputValue())
      .toContain(text.split(' ')[0]!);
    await snap(page, 'dictation-words-phone');
  });
});
