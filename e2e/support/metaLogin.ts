import type { BrowserContext, Page } from 'playwright-core';
import { snap } from './browser';
import { expectNoAxeViolations } from './expectNoAxeViolations';

/** "Continue with Meta": the stand-in's login dialog opens in its own window; the person agrees. */
export async function logInWithMeta(context: BrowserContext, dashboard: Page, shot?: string) {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    dashboard.getByRole('button', { name: 'Continue with Meta' }).click(),
  ]);
  const agree = popup.getByRole('button', { name: /^Continue as / });
  await agree.waitFor({ timeout: 20_000 });
  if (shot) {
    await snap(popup, shot);
    await expectNoAxeViolations(popup, 'the Meta login dialog');
  }
  await Promise.all([popup.waitForEvent('close'), agree.click()]);
}
