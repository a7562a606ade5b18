/**
 * Screenshots of the chat in every embed mode and with fixture turns of
 * every message kind, on desktop and phone viewports, for looking at the
 * result. Needs the dev server (`npm run dev -w widget`) and Debian Chromium.
 *
 *   npx tsx widget/dev/screenshots.ts [http://127.0.0.1:5173] [name-filter]
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';

const base = process.argv[2] ?? 'http://127.0.0.1:5173';
const only = process.argv[3];
const out = resolve(import.meta.dirname, '../artifacts');
const chat = (query: string) => `${base}/app/eu/render/demo-agent/iframe?fixtures=1&${query}`;
const host = (query: string) => `${base}/widget/dev/host.html?${query}`;

interface Shot {
  name: string;
  url: string;
  viewport: { width: number; height: number };
  act?: (page: Page) => Promise<void>;
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const column = { width: 425, height: 5200 };

const openLauncher = async (page: Page) => {
  await page.click('.vgw-n');
  await page.frameLocator('iframe').locator('.vg-turn').first().waitFor();
  await page.waitForTimeout(900);
};

const shots: Shot[] = [
  { name: 'kinds-all-dark', url: chat('scenario=all&owner=1'), viewport: column },
  {
    name: 'kinds-all-light-de',
    url: chat('scenario=all&theme=green-light&lang=de'),
    viewport: column,
  },
  { name: 'host-popup-closed', url: host('mode=popup'), viewport: desktop },
  {
    name: 'host-popup-open',
    url: host('mode=popup&scenario=carousel'),
    viewport: desktop,
    act: openLauncher,
  },
  {
    name: 'host-left-open',
    url: host('mode=left&scenario=Slider&theme=purple-light'),
    viewport: desktop,
    act: openLauncher,
  },
  {
    name: 'host-modal-open',
    url: host('mode=modal&scenario=GoogleForm'),
    viewport: desktop,
    act: openLauncher,
  },
  {
    name: 'host-inline',
    url: host('mode=inline&scenario=MultiSelect&theme=blue-light'),
    viewport: desktop,
  },
  { name: 'host-full', url: host('mode=full&scenario=text'), viewport: desktop },
  { name: 'host-iframe', url: host('mode=iframe&scenario=VoiceNote'), viewport: desktop },
  {
    name: 'phone-popup-open',
    url: host('mode=popup&scenario=cardV2'),
    viewport: phone,
    act: openLauncher,
  },
  { name: 'phone-kinds', url: chat('scenario=all'), viewport: { width: 390, height: 4600 } },
  { name: 'phone-empty-launch', url: chat('scenario=empty&lang=fr'), viewport: phone },
  { name: 'blocking-tokens', url: chat('scenario=tokens'), viewport: { width: 425, height: 700 } },
  {
    name: 'blocking-disabled-es',
    url: chat('scenario=disabled&lang=es'),
    viewport: { width: 425, height: 700 },
  },
  {
    name: 'custom-theme',
    url: chat('scenario=Slider&customTheme=1'),
    viewport: { width: 425, height: 700 },
  },
  {
    name: 'in-footer-choices',
    url: chat('scenario=choice&layout=in-footer'),
    viewport: { width: 425, height: 700 },
  },
  {
    name: 'handoff-waiting',
    url: chat('scenario=text&handoff=1'),
    viewport: { width: 425, height: 700 },
    act: async (page) => {
      await page.click('text=⚡ Chat');
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'handoff-joined',
    url: chat('scenario=text&handoff=1&theme=indigo-light'),
    viewport: { width: 425, height: 700 },
    act: async (page) => {
      await page.click('text=⚡ Chat');
      await page.waitForTimeout(3500);
    },
  },
  {
    name: 'streaming-cancel',
    url: chat('scenario=text'),
    viewport: { width: 425, height: 700 },
    act: async (page) => {
      await page
        .locator('.vg-input')
        .fill('Tell me about the lake house and its prices for two people');
      await page.keyboard.press('Enter');
      await page.locator('.vg-streaming').waitFor();
      await page.waitForTimeout(150);
    },
  },
  {
    name: 'tabs-home',
    url: chat('scenario=text&tabs=1&theme=teal-light&calling=1'),
    viewport: { width: 425, height: 760 },
  },
  {
    name: 'phone-tabs-home',
    url: host('mode=popup&scenario=text&tabs=1&theme=indigo-dark&calling=1'),
    viewport: phone,
    act: async (page) => {
      await page.click('.vgw-n');
      await page.frameLocator('iframe').locator('.vg-home-title').waitFor();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'tabs-convos',
    url: chat('scenario=text&tabs=1&theme=teal-light'),
    viewport: { width: 425, height: 760 },
    act: async (page) => {
      await page.click('.vg-tab >> text=Chats');
      await page.locator('.vg-convo-item').nth(1).waitFor();
    },
  },
  {
    name: 'tabs-empty-convos',
    url: chat('scenario=empty&tabs=1'),
    viewport: { width: 425, height: 640 },
    act: async (page) => {
      await page.click('.vg-tab >> text=Chats');
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'tabs-faq',
    url: chat('scenario=empty&tabs=1&theme=teal-light'),
    viewport: { width: 425, height: 760 },
    act: async (page) => {
      await page.click('.vg-tab >> text=FAQ');
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'tabs-chip-chat',
    url: chat('scenario=empty&tabs=1&theme=teal-light'),
    viewport: { width: 425, height: 760 },
    act: async (page) => {
      await page.click('text=Can I bring my dog?');
      await page.locator('.vg-turn--human').waitFor();
      await page.waitForTimeout(2500);
    },
  },
  {
    name: 'overlay-end-chat',
    url: chat('scenario=text'),
    viewport: { width: 425, height: 700 },
    act: async (page) => {
      await page.click('[aria-label="End Chat"]');
      await page.locator('.vg-overlay-card').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'phone-overlay-refresh',
    url: chat('scenario=text&theme=green-light'),
    viewport: phone,
    act: async (page) => {
      await page.click('[aria-label="Refresh the Conversation"]');
      await page.locator('.vg-overlay-card').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'voice-footer-and-call-bar',
    url: chat('scenario=text&audio=1&calling=1&theme=purple-light'),
    viewport: { width: 425, height: 700 },
  },
  {
    name: 'voice-call-panel',
    url: chat('scenario=text&audio=1&calling=1&theme=purple-light'),
    viewport: { width: 425, height: 700 },
    act: async (page) => {
      await page.click('.vg-call-bar button');
      await page.locator('.vg-call').waitFor();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'test-mode-header',
    url: chat('scenario=text&test=1&owner=1'),
    viewport: { width: 425, height: 700 },
  },
  {
    name: 'super-admin-banner-debug',
    url: chat('scenario=empty&admin=1&banner=1&handoff=1&theme=blue-light'),
    viewport: { width: 425, height: 800 },
    act: async (page) => {
      await page.locator('.vg-input').fill('What does the lake house cost?');
      await page.keyboard.press('Enter');
      await page.locator('.vg-debug-log').waitFor();
      await page.click('.vg-debug-log summary');
      await page.click('.vg-team-title');
      await page.waitForTimeout(2500);
    },
  },
  {
    name: 'super-admin-add-banner',
    url: chat('scenario=text&admin=1&theme=orange-dark'),
    viewport: { width: 425, height: 600 },
  },
  {
    name: 'preview-live',
    url: `${base}/widget/dev/preview.html`,
    viewport: { width: 860, height: 700 },
    act: async (page) => {
      const chatFrame = page.frameLocator('iframe');
      await chatFrame.locator('.vg-title').waitFor();
      await page.fill('input[name=title]', 'Lakeside concierge (edited)');
      await page.selectOption('select[name=theme]', 'purple-light');
      await chatFrame.locator('text=Lakeside concierge (edited)').waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'preview-unsaved-tabs',
    url: `${base}/widget/dev/preview.html?unsaved=1`,
    viewport: { width: 860, height: 700 },
    act: async (page) => {
      await page.check('input[name=tabs]');
      await page.frameLocator('iframe').locator('.vg-home-title').waitFor();
      await page.frameLocator('iframe').locator('text=Ask a question').click();
      await page.waitForTimeout(800);
    },
  },
];

const browser = await chromium.launch(chromiumLaunchOptions());
await mkdir(out, { recursive: true });
try {
  for (const shot of shots.filter((entry) => !only || entry.name.includes(only))) {
    const page = await browser.newPage({ viewport: shot.viewport });
    page.on('pageerror', (error) => console.error(`${shot.name}: page error`, error.message));
    await page.goto(shot.url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (shot.act) await shot.act(page);
    await page.screenshot({ path: `${out}/${shot.name}.png` });
    console.log(`${shot.name}.png`);
    // Tall pages are also cut into viewable slices.
    const { width, height } = shot.viewport;
    for (let y = 0, part = 1; height > 1200 && y < height; y += 1100, part += 1) {
      const clip = { x: 0, y, width, height: Math.min(1100, height - y) };
      await page.screenshot({ path: `${out}/${shot.name}-${part}.png`, clip });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
