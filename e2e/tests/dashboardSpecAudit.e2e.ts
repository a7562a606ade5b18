import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn, textCount } from '../support/dashboard';
import { DEMO_USERS, demoAgentIds } from '../../emulator/stack/seed/seedData';
import { DEMO_PROJECT_ID } from '@vg/common';

const origin = new URL(inject('urls').dashboard).origin;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const desktop = { viewport: { width: 1440, height: 900 } } as const;

/** An unsigned custom token: the Auth emulator takes these without a service account. */
function unsignedCustomToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    iat: now,
    exp: now + 3600,
    iss: 'local@demo-voiceglow.iam.gserviceaccount.com',
    sub: 'local@demo-voiceglow.iam.gserviceaccount.com',
    uid,
  })}.`;
}

function navWidth(page: Page): Promise<number> {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .evaluate((nav) => nav.getBoundingClientRect().width);
}

async function finishOnboarding(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Get started' }).click();
  await page.waitForURL(/\/app\/eu\/agents$/, { timeout: 20_000 });
}

describe('sign-in, first visit and sign-out', () => {
  it('signs a new Google account in through the emulator, with starting credits and onboarding', async () => {
    const page = await browser.newPage(desktop);
    const email = freshUser('google').email;
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google e-mail').fill(email);
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Continue as this account' }).click();
    await page.waitForURL(/\/onboarding\?region=eu$/, { timeout: 20_000 });
    await expect
      .poll(() => textCount(page, /1,000 free credits/), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await finishOnboarding(page);
    await expect.poll(() => textCount(page, '1,000 credits')).toBeGreaterThan(0);
    await snap(page, 'audit-google-first-visit');

    // The other region gets a workspace too, without onboarding and without
    // a second grant: the starting credits are once per person.
    await page.goto(`${origin}/app/na/agents`);
    await page.getByRole('button', { name: 'New Agent' }).first().waitFor({ timeout: 20_000 });
    await expect.poll(() => textCount(page, /^0 credits$/)).toBeGreaterThan(0);
    await snap(page, 'audit-google-second-region');
    await page.goto(`${origin}/app/eu/agents`);
    await expect.poll(() => textCount(page, /^1,000 credits$/)).toBeGreaterThan(0);

    // Sign-out forgets the workspace, the agent and client data, then shows /login.
    await page.evaluate(() => {
      localStorage.setItem('vg_client_data', '{"x":1}');
      localStorage.setItem('selected_agent_id', 'abc');
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    const left = await page.evaluate(() =>
      ['vg_client_data', 'selected_agent_id', 'vg_session_token'].map((k) =>
        localStorage.getItem(k),
      ),
    );
    expect(left).toEqual([null, null, null]);
    const workspace = await page.evaluate(() => localStorage.getItem('vg_selected_workspace'));
    expect(workspace === null || !workspace.includes('"workspaceId":"')).toBe(true);
    // The public layout's header and footer stay off the login page.
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.close();
  });

  it('signs in with a custom token', async () => {
    const page = await browser.newPage(desktop);
    const uid = `token-${Date.now().toString(36)}`;
    await page.goto(`${origin}/login?token=${unsignedCustomToken(uid)}`);
    const getStarted = page.getByRole('button', { name: 'Get started' });
    await getStarted.waitFor({ timeout: 30_000 });
    await snap(page, 'audit-custom-token-onboarding');
    await finishOnboarding(page);
    await page.getByRole('button', { name: 'New Agent' }).first().waitFor();
    await page.close();
  });
});

describe('the shell', () => {
  it('pins, collapses and hover-expands the side nav, remembering the pin', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('shell'));
    expect(Math.round(await navWidth(page))).toBe(200);
    await page.getByRole('button', { name: 'Unpin menu' }).click();
    await page.mouse.move(900, 500);
    await expect.poll(async () => Math.round(await navWidth(page))).toBe(65);
    const stored = await page.evaluate(() => localStorage.getItem('pinned_thing'));
    expect(stored).toContain('false');
    await page.getByRole('navigation', { name: 'Main navigation' }).hover();
    await expect.poll(async () => Math.round(await navWidth(page))).toBe(200);
    await page.mouse.move(900, 500);
    await page.reload();
    await page.getByRole('button', { name: 'New Agent' }).first().waitFor();
    await page.mouse.move(900, 500);
    await expect.poll(async () => Math.round(await navWidth(page))).toBe(65);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect
      .poll(async () => Math.round(await navWidth(page)))
      .toBe(Math.round(PHONE.width * 0.8));
    await snap(page, 'audit-nav-phone');
    await page.close();
  });

  it('offers the theme selector and the Upgrade Plan rule', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('plan'));
    expect(await page.getByRole('textbox', { name: 'Theme' }).count()).toBe(1);
    // A new workspace: 1000 credits, joined today, no subscription → no upgrade prompt.
    expect(await page.getByRole('link', { name: 'Upgrade Plan' }).count()).toBe(0);
    await page.close();
  });
});

describe('the workspace menu', () => {
  it('checks invites, creates and deletes a workspace', async () => {
    const page = await browser.newPage(desktop);
    const user = freshUser('members');
    await signIn(page, origin, user);
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await page.getByRole('menuitem', { name: '+ New User' }).click();
    const invite = page.getByLabel('E-mail', { exact: true }).last();
    await invite.fill('nobody');
    await page.getByRole('button', { name: 'Invite User' }).click();
    await expect.poll(() => textCount(page, 'Please enter a valid email')).toBeGreaterThan(0);
    await invite.fill(user.email);
    await page.getByRole('button', { name: 'Invite User' }).click();
    await expect.poll(() => textCount(page, "You can't invite yourself lol")).toBeGreaterThan(0);
    for (const n of [1, 2]) {
      await invite.fill(`teammate${n}@voiceglow.test`);
      await page.getByRole('button', { name: 'Invite User' }).click();
      await expect
        .poll(() => textCount(page, `Successfully invited teammate${n}@voiceglow.test`))
        .toBeGreaterThan(0);
      if (n === 1) {
        await page.getByRole('button', { name: 'Workspace menu' }).click();
        await page.getByRole('menuitem', { name: '+ New User' }).click();
      }
    }
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await page.getByRole('menuitem', { name: '+ New User' }).click();
    await invite.fill('teammate3@voiceglow.test');
    await page.getByRole('button', { name: 'Invite User' }).click();
    await expect
      .poll(() => textCount(page, 'You have reached the maximum number of seats'))
      .toBeGreaterThan(0);
    await snap(page, 'audit-seat-limit');
    await page.keyboard.press('Escape');

    // Membership goes by e-mail, so a password account verifies its address
    // first: the menu sends Firebase's verification e-mail, the person opens
    // its link (the Auth emulator keeps it), then re-checks.
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await expect
      .poll(() => textCount(page, `Verify ${user.email} to join the workspaces shared with it.`))
      .toBeGreaterThan(0);
    await snap(page, 'audit-verify-email');
    await page.getByRole('menuitem', { name: 'Send verification e-mail' }).click();
    await expect
      .poll(() => textCount(page, `Verification e-mail sent to ${user.email}`))
      .toBeGreaterThan(0);
    await applyVerificationLink(user.email);
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'I have verified my e-mail' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await page.getByRole('menuitem', { name: '+ New Workspace' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Send verification e-mail' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '+ New Workspace' }).click();
    await page.getByLabel('Workspace name').fill('Side Project');
    await page.getByRole('button', { name: 'Create Workspace' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Workspace menu' }).innerText())
      .toContain('Side Project');
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    await expect.poll(() => textCount(page, 'THIS ACTION CANNOT BE UNDONE.')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => textCount(page, 'Successfully deleted workspace.'), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.close();
  });
});

describe('the agent area', () => {
  it('sends an agent of the other region there, and an unknown one to /404', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, DEMO_USERS.owner);
    const eu = demoAgentIds('eu').plain;
    await page.goto(`${origin}/app/na/agents/${eu}/settings`);
    await page.waitForURL(`${origin}/app/eu/agents/${eu}/settings`, { timeout: 20_000 });
    await page.goto(`${origin}/app/eu/agents/no-such-agent/overview`);
    await page.waitForURL(`${origin}/404`, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

    // A made-up section of a real agent is not found either; it does not echo the address.
    await page.goto(`${origin}/app/eu/agents/${eu}/nonexistent`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await textCount(page, /nonexistent/i)).toBe(0);
    await page.getByRole('link', { name: 'Open the widget settings' }).click();
    await page.waitForURL(`${origin}/app/eu/agents/${eu}/overview`);
    await page.close();
  });

  it('switches agents on the same sub-page and finds pages by fuzzy search', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('search'));
    const first = await createAgent(page, 'Harbor Concierge');
    await page.goto(`${origin}/app/eu/agents`);
    const second = await createAgent(page, 'Meadow Bakery');
    await page.goto(`${origin}/app/eu/agents/${second}/settings`);
    const switcher = page.getByRole('textbox', { name: 'Switch agent' });
    await switcher.click();
    await switcher.fill('Harbor');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/app/eu/agents/${first}/settings`);

    const box = page.getByRole('textbox', { name: 'Search agent pages' });
    // A name alone matches every page of that agent: labelled suggestions, no jump.
    await box.click();
    await box.pressSequentially('Meadow');
    await expect.poll(() => page.getByRole('option').count(), { timeout: 15_000 }).toBe(5);
    expect(await textCount(page, /Strong match|Good match|Possible match/)).toBeGreaterThan(0);
    await snap(page, 'audit-search');
    // Naming the page too is a single strong match: it opens by itself.
    await box.fill('Meadow Bakery Knowledge Base');
    await page.waitForURL(`${origin}/app/eu/agents/${second}/kb`, { timeout: 15_000 });
    await box.fill('zzzzqqqq');
    await expect.poll(() => textCount(page, 'No results found')).toBeGreaterThan(0);
    await page.close();
  }, 120_000);

  it('shows the unsaved editor: Channels (Save to Enable), Test Chatbot off, default tabs', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('unsaved'));
    await page.getByRole('button', { name: 'New Agent' }).first().click();
    await page.getByLabel('Agent name').fill('Draft Agent');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.waitForURL(/\/agents\/new\/overview/);
    const channels = page.getByRole('tab', { name: 'Channels (Save to Enable)' });
    expect(await channels.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Test Chatbot' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Sources' }).count()).toBe(1);
    // The live preview shows the unsaved agent as it is typed.
    await expect
      .poll(
        () => page.frameLocator('iframe[title="Widget preview"]').getByText('Draft Agent').count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByText('Tabs (Home, Chats, FAQ)').click();
    await expect.poll(() => textCount(page, /FAQ/)).toBeGreaterThan(1);
    await snap(page, 'audit-tabs-defaults');
    await page.close();
  });

  it('asks for the dialogue key before testing a flow-platform agent', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('flow'));
    await page.getByRole('button', { name: 'New Agent' }).first().click();
    await page.getByLabel('Agent name').fill('Flow Agent');
    await page.getByText('Flow platform (vf)').last().click();
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.waitForURL(/\/agents\/new\/overview/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/agents\/vf\/overview\?vg_id=/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Test Chatbot' }).click();
    await expect
      .poll(() => textCount(page, 'Please provide your Voiceflow dialogue API key and try again.'))
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Hide Debugger' }).count()).toBe(0);
    await page.getByLabel('Voiceflow dialogue API key').fill('VF.DM.local');
    await page.getByRole('button', { name: 'Test Chatbot' }).click();
    await page.getByRole('button', { name: 'Hide Debugger' }).waitFor();
    await page.close();
  });

  it('adds a text source, finds it by name and reads it in the viewer', async () => {
    const page = await browser.newPage(desktop);
    await signIn(page, origin, freshUser('sources'));
    const id = await createAgent(page, 'Library Desk');
    await page.getByRole('tab', { name: 'Sources' }).click();
    await page.waitForURL(new RegExp(`/agents/${id}/kb`));
    await page.getByRole('button', { name: 'Add Source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Source' });
    await dialog.getByLabel('Document name').fill('Opening hours');
    await dialog.getByLabel('Content').fill('We open at 9 and close at 17.');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await expect
      .poll(() => page.getByLabel('Source content').inputValue(), { timeout: 10_000 })
      .toContain('We open at 9');
    expect(page.url()).toContain('doc_id=');
    await expect
      .poll(() => textCount(page, 'Source "Opening hours" added.'), { timeout: 5_000 })
      .toBe(1);
    await page.getByRole('textbox', { name: 'Search sources by name' }).fill('zzz');
    await expect.poll(() => textCount(page, 'No sources match this name.')).toBe(1);
    await page.getByRole('textbox', { name: 'Search sources by name' }).fill('opening');
    await expect.poll(() => textCount(page, 'Opening hours')).toBeGreaterThan(0);
    await snap(page, 'audit-sources');

    // Delete asks first; Cancel keeps the source.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this source?' });
    await confirm.waitFor();
    await snap(page, 'audit-sources-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Source content').inputValue()).toContain('We open at 9');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete source' }).click();
    await expect
      .poll(() => textCount(page, 'Source "Opening hours" deleted.'), { timeout: 10_000 })
      .toBe(1);
    await page.getByRole('textbox', { name: 'Search sources by name' }).fill('');
    await expect.poll(() => textCount(page, 'No sources yet.')).toBe(1);
    await page.close();
  }, 120_000);

  it('opens the Prototype and Demo pages of an agent', async () => {
    const page = await browser.newPage(desktop);
    const eu = demoAgentIds('eu').plain;
    await page.goto(`${origin}/app/eu/prototype?vg_id=${eu}`);
    await expect
      .poll(() => textCount(page, 'Acme Support'), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await snap(page, 'audit-prototype');
    // The address an agency's own domain links to serves the same page.
    await page.goto(`${origin}/eu/prototype/${eu}`);
    await expect
      .poll(() => page.locator('iframe[title="Agent chat"]').getAttribute('src'), {
        timeout: 15_000,
      })
      .toContain(`/app/eu/render/${eu}/iframe`);
    await page.goto(`${origin}/app/eu/demo/${eu}/page1`);
    await page.getByRole('button', { name: 'Open chat', exact: true }).click({ timeout: 15_000 });
    await expect
      .poll(() => page.locator('iframe[title="Chat"]').count(), { timeout: 15_000 })
      .toBe(1);
    await snap(page, 'audit-demo');
    await page.close();
  });
});

/** Opens the newest verification link the Auth emulator holds for `email` (applyActionCode). */
async function applyVerificationLink(email: string): Promise<void> {
  const auth = new URL(inject('urls').auth).origin;
  const codes = (await (
    await fetch(`${auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`)
  ).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const code = codes.oobCodes
    .filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')
    .at(-1)?.oobCode;
  if (!code) throw new Error(`No verification e-mail for ${email}`);
  const applied = await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code }),
    },
  );
  expect(applied.status).toBe(200);
}
