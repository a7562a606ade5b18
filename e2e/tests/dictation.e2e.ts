import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { snap } from '../support/browser';
import { launchBrowserWithFakeMicrophone } from '../support/fakeMicrophoneBrowser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { expectNotice, expectText, freshUserId, openWidget } from '../support/widgetPage';
import { silence, tone, wavFile } from '../../emulator/stack/speech/wavFixtures';

// Dictation through the local speech service, which really listens: it
// answers silence as Speech-to-Text does (no results) and says it cannot
// transcribe a voice offline.
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
async function holdAndRelease(page: Page): Promise<Response> {
  const mic = page.locator('button.vg-mic');
  await mic.waitFor({ timeout: 20_000 });
  const transcription = page.waitForResponse((response) => response.url().endsWith('/stt'));
  const box = (await mic.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => mic.getAttribute('aria-pressed')).toBe('true');
  await page.waitForTimeout(1_500);
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

  it("says 'Error during API call' when the speech service cannot transcribe the voice", async () => {
    const page = await widgetWithMicrophone(wavFile(tone(3, 0.3, 48_000), 48_000), 'voice');
    const response = await holdAndRelease(page);
    const request = response.request().postDataJSON() as { base64Audio: string; vg_id: string };
    expect(request.vg_id).toBe(AGENT);
    const wav = Buffer.from(request.base64Audio.replace(/^data:[^,]*,/, ''), 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(response.status()).toBe(503);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'speech-not-configured',
        message: expect.stringMatching(
          /^The local speech service heard speech but cannot transcribe/,
        ),
      },
    });
    await expectNotice(page, 'Error during API call');
    await snap(page, 'dictation-failed-phone');
    expect(await page.locator('textarea.vg-input').inputValue()).toBe('');
  });
});
