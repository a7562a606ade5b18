import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { expectNotice, expectText, freshUserId, openWidget } from '../support/widgetPage';

// A copy of the owner's agent (dictation: see dictation.e2e.ts). Everything the visitor
// fills in arrives as a bot turn, written the way the runtime writes one.
const AGENT = `e2e-validation-${Date.now().toString(36)}`;
const GREETING = 'Hi! Ask me anything about your order.';
let browser: Browser;
let admin: StackAdmin;
let context: BrowserContext;
let page: Page;
let userId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
  await admin.copyAgent('demo-plain-eu', AGENT, {
    title: 'Trailhead Returns',
    enableAudioSupport: true,
    enableVGHandoff: false,
  });
  context = await browser.newContext({ viewport: { width: 420, height: 900 } });
  userId = freshUserId('validation');
  page = await openWidget(context, { agentId: AGENT, userId });
  await expectText(page, GREETING, 30_000);
  // The visitor writes first: from then on the chat follows its conversation live,
  // so the turns the tests append below show as they would from the agent.
  const input = page.locator('textarea.vg-input:not([disabled])');
  await input.fill('I would like to return my boots.');
  await input.press('Enter');
  // Its answer has come when the conversation holds greeting, question and reply.
  const deadline = Date.now() + 30_000;
  while ((await admin.turns(AGENT, userId)).length < 3 && Date.now() < deadline)
    await page.waitForTimeout(200);
  await page.locator('.vg-streaming, .vg-send--cancel').first().waitFor({ state: 'detached' });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await admin?.cleanUp();
});

/** Shows components as the latest bot turn, at once (delay 0). */
async function botSends(...messages: Record<string, unknown>[]) {
  await admin.appendBotTurn(
    AGENT,
    userId,
    messages.map((message) => ({ delay: 0, ...message })),
  );
}

describe('validation messages in the real widget', () => {
  it('checks the form: e-mail, phone, required fields, required radio', async () => {
    await botSends({
      type: 'GoogleForm',
      item: {
        payload: {
          title: 'Return request',
          fields: [
            { id: 'email', label: 'Your e-mail:email', type: 'SHORT_ANSWER' },
            { id: 'phone', label: 'Your phone:tel', type: 'SHORT_ANSWER' },
            { id: 'reason', label: 'Reason', type: 'SHORT_ANSWER', required: true },
            {
              id: 'refund',
              label: 'Refund to',
              type: 'RADIO',
              required: true,
              options: ['Card', 'Store credit'],
            },
          ],
        },
      },
    });
    const form = page.locator('form.vg-form');
    await form.waitFor({ timeout: 20_000 });
    const fieldError = (id: string) =>
      form
        .locator('.vg-field')
        .filter({ has: page.locator(`#field-${id}`) })
        .getByRole('alert');

    // The ':email' and ':tel' suffixes give the input types; checks run 2 s after typing stops.
    expect(await form.locator('#field-email').getAttribute('type')).toBe('email');
    expect(await form.locator('#field-phone').getAttribute('type')).toBe('tel');
    await form.locator('#field-email').fill('dana.example.com');
    await form.locator('#field-phone').fill('12-34');
    const typedAt = Date.now();
    await fieldError('email').filter({ hasText: 'Please input a valid email.' }).waitFor();
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1_500);
    await fieldError('phone').filter({ hasText: 'Please input a valid phone number.' }).waitFor();
    await snap(page, 'validation-form-email-phone');

    // Corrected values clear the messages after the same pause: real numbers of
    // several countries, written as people write them.
    await form.locator('#field-email').fill('dana@example.com');
    const phoneError = fieldError('phone').filter({
      hasText: 'Please input a valid phone number.',
    });
    for (const [index, number] of [
      '+1 (415) 555-2671',
      '+44 20 7946 0958',
      '+4915112345678',
    ].entries()) {
      if (index > 0) {
        await form.locator('#field-phone').fill('+44 20 7946');
        await phoneError.waitFor();
      }
      await form.locator('#field-phone').fill(number);
      await phoneError.waitFor({ state: 'detached', timeout: 5_000 });
    }
    await expect.poll(() => form.getByRole('alert').count(), { timeout: 5_000 }).toBe(0);
    await snap(page, 'validation-form-phone-accepted');

    // Submit without the required answers.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Please push required fields');
    await form
      .locator('.vg-field')
      .filter({ hasText: 'Refund to' })
      .getByRole('alert')
      .filter({ hasText: 'This field is required' })
      .waitFor();
    await snap(page, 'validation-form-required');
    // Nothing was sent: the stored conversation ends with the form.
    const last = (await admin.turns(AGENT, userId)).at(-1);
    expect(last?.messages[0]?.type).toBe('GoogleForm');
  });

  it('limits a multi-select to its maximum', async () => {
    const submit = { type: 'text', payload: 'colours' };
    await botSends({
      type: 'MultiSelect',
      item: {
        payload: {
          buttons: ['Red', 'Blue', 'Green']
            .map((name) => ({ name, request: submit }))
            .concat({
              name: 'Submit:2',
              request: submit,
            }),
        },
      },
    });
    const panel = page.locator('.vg-multiselect');
    await panel.waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Red' }).click();
    await panel.getByRole('button', { name: 'Blue' }).click();
    await panel.getByRole('button', { name: 'Green' }).click();
    await expectNotice(page, 'Maximum selection is 2 items.');
    expect(await panel.locator('[aria-pressed="true"]').count()).toBe(2);
    await snap(page, 'validation-multiselect-max');
  });

  it('refuses files of other types and over the size limit', async () => {
    await botSends({
      type: 'FileUpload',
      item: {
        payload: {
          message: 'Send us the receipt',
          maxSizeMB: 1,
          allowedExtensions: ['pdf', 'png'],
        },
      },
    });
    const upload = page.locator('.vg-upload');
    await upload.waitFor({ timeout: 20_000 });
    const input = upload.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'receipt.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Order 1042, 2 x trail shoes'),
    });
    await expectNotice(page, 'Only pdf, png files are allowed');
    await snap(page, 'validation-upload-extension');
    // 1,000,001 bytes is over 1 MB by the spec's rule (size > limit x 1,000,000).
    await input.setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(1_000_001, 0x25),
    });
    await expectNotice(page, 'Max size: 1 MBs');
    await snap(page, 'validation-upload-size');
    // Neither file was uploaded: the prompt still waits for one.
    expect(await upload.locator('.vg-dropzone').isEnabled()).toBe(true);
  });

  it("refuses other types in a multi-file upload with the short 'Only X Files' notice", async () => {
    await botSends({
      type: 'MultiFileUpload',
      item: { payload: { message: 'Photos of the damage', allowedExtensions: ['jpg', 'png'] } },
    });
    const input = page.locator('.vg-upload input[type="file"][multiple]');
    await input.waitFor({ state: 'attached', timeout: 20_000 });
    await input.setInputFiles({
      name: 'damage-report.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a photo'),
    });
    await expectNotice(page, 'Only jpg, png Files');
    await snap(page, 'validation-multifile-extension');
    expect(await page.locator('.vg-upload .vg-file-list').count()).toBe(0);
  });

  it('shows a malformed multi-dropdown as an error in place of the bubble', async () => {
    await botSends({ type: 'MultiDropdown', item: { payload: { buttons: 'Pick a size' } } });
    await page
      .locator('.vg-message-error')
      .filter({ hasText: 'Something went wrong!' })
      .waitFor({ timeout: 20_000 });
    await snap(page, 'validation-multidropdown');
  });
});
