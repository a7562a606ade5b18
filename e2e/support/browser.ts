import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';

export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with the flags this offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Saves a screenshot as a test artefact (e2e/artifacts/<name>.png). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: false });
}

export const PHONE = { width: 390, height: 844 } as const;
