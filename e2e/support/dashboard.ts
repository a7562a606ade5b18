import type { FrameLocator, Page } from 'playwright-core';
import { PHONE } from './browser';

/** A person signing in with the local stack's e-mail form. */
export interface Credentials {
  email: string;
  password: string;
}

/** A new, never-seen account: unique per call so test files never share data. */
export function freshUser(label: string): Credentials {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${label}-${stamp}@voiceglow.test`, password: 'fresh-user-pass' };
}

/**
 * Signs in with the e-mail form on /login. A first sign-in creates the
 * account and passes through onboarding ('Get started'), so either kind of
 * user ends on the agent list. (No test-runner imports: benches use it too.)
 */
export async function signIn(page: Page, origin: string, user: Credentials): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  const getStarted = page.getByRole('button', { name: 'Get started' });
  const newAgent = page.getByRole('button', { name: 'New Agent' });
  await getStarted.or(newAgent).first().waitFor({ timeout: 30_000 });
  if (await getStarted.isVisible()) await getStarted.click();
  await newAgent.waitFor({ timeout: 20_000 });
  await page.waitForURL(/\/app\/(eu|na)\/agents$/, { timeout: 20_000 });
}

/**
 * New Agent drawer → unsaved editor → first Save; returns the new agent's
 * id once the editor sits on the saved agent's address.
 */
export async function createAgent(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'New Agent' }).click();
  await page.getByLabel('Agent name').fill(title);
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await page.waitForURL(/\/agents\/new\/overview/);
  const field = page.getByLabel('Title', { exact: true });
  await field.waitFor();
  if ((await field.inputValue()) !== title) throw new Error('New Agent did not carry the name');
  await saveButton(page).click();
  await page.waitForURL(/\/agents\/(?!new\/)[^/]+\/overview/, { timeout: 20_000 });
  const id = /\/agents\/([^/]+)\/overview/.exec(page.url())?.[1];
  if (!id) throw new Error(`No agent id in ${page.url()}`);
  return id;
}

/**
 * New Agent drawer with the flow platform (vf) chosen → first Save; returns
 * the new agent's id once the editor sits on `/agents/vf/overview?vg_id=`.
 */
export async function createFlowAgent(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'New Agent' }).first().click();
  await page.getByLabel('Agent name').fill(title);
  await page.getByText('Flow platform (vf)').last().click();
  await page.getByRole('button', { name: 'Create Agent' }).click();
  await page.waitForURL(/\/agents\/new\/overview/);
  await saveButton(page).click();
  await page.waitForURL(/\/agents\/vf\/overview\?vg_id=/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('vg_id');
  if (!id) throw new Error(`No agent id in ${page.url()}`);
  return id;
}

export function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Save', exact: true });
}

/** The dashboard's live preview frame. */
export function previewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Widget preview"]');
}

/** A CSS custom property as the widget document's root element computes it. */
export function rootVariable(target: Page | FrameLocator, name: string): Promise<string> {
  return target
    .locator('html')
    .evaluate((html, variable) => getComputedStyle(html).getPropertyValue(variable).trim(), name);
}

/**
 * How many times a text is shown in a page or frame. The widget's
 * screen-reader announcer (`.vg-sr-only`, polite live region) repeats the
 * latest message for assistive technology; it is not a second copy on screen.
 */
export function textCount(target: Page | FrameLocator, text: string | RegExp): Promise<number> {
  return target.getByText(text).and(target.locator(':not(.vg-sr-only)')).count();
}

/** Turns the page into a phone; the dashboard's layout animates for 0.2 s. */
export async function toPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(400);
}
