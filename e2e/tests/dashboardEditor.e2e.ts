import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import {
  createAgent,
  freshUser,
  previewFrame,
  rootVariable,
  saveButton,
  signIn,
  textCount,
  toPhone,
} from '../support/dashboard';

const origin = new URL(inject('urls').dashboard).origin;
const FIRST_TITLE = 'Trailhead Help';
const EDITED_TITLE = 'Trailhead Guide';
const PRIMARY = '#c2410c';

let browser: Browser;
let docs: AgentDocs;
let editorContext: BrowserContext;
let widgetContext: BrowserContext;
let editor: Page;
let widget: Page;
let agentId = '';
let widgetLoads = 0;
/** The widget's primary colour without a custom theme. */
let defaultPrimary = '';

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
  editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  widgetContext = await browser.newContext({ viewport: PHONE });
  editor = await editorContext.newPage();
  widget = await widgetContext.newPage();
});
afterAll(async () => {
  await editorContext?.close();
  await widgetContext?.close();
  await browser?.close();
  await docs?.close();
});

/**
 * The owner's path from signing in to a saved agent whose edits reach the
 * live preview as typed and every open widget once saved.
 */
describe('the widget editor', () => {
  it('signs a new owner in, creates an agent with New Agent and saves it', async () => {
    await signIn(editor, origin, freshUser('editor'));
    agentId = await createAgent(editor, FIRST_TITLE);
    const stored = await docs.read(agentId, 'eu');
    expect(stored.title).toBe(FIRST_TITLE);
    expect(stored.agentPlatform).toBe('vg');
    await expect
      .poll(() => textCount(editor, 'Widget data loaded succesfully'), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // Saved: the Channels tab is enabled and no longer asks for a save.
    await expect
      .poll(() => editor.getByRole('tab', { name: 'Channels', exact: true }).count())
      .toBe(1);
    await snap(editor, 'dashboard-editor-saved');
  });

  it('opens the saved agent as a visitor would, in another browser context', async () => {
    widget.on('load', () => widgetLoads++);
    await widget.goto(`${origin}/app/eu/render/${agentId}/iframe`);
    await expect.poll(() => textCount(widget, FIRST_TITLE), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => rootVariable(widget, '--vg-primary')).not.toBe('');
    defaultPrimary = await rootVariable(widget, '--vg-primary');
    expect(defaultPrimary).not.toBe(PRIMARY);
  });

  it('shows title and colour edits in the live preview as they are typed, before Save', async () => {
    const preview = previewFrame(editor);
    await expect
      .poll(() => textCount(preview, FIRST_TITLE), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await editor.getByLabel('Title', { exact: true }).fill(EDITED_TITLE);
    await expect
      .poll(() => textCount(preview, EDITED_TITLE), { timeout: 5_000 })
      .toBeGreaterThan(0);

    await editor.getByRole('tab', { name: 'Theme' }).click();
    await editor.getByLabel('Custom colour theme').check();
    const primary = editor.getByLabel('Primary colour', { exact: true });
    await primary.fill(PRIMARY);
    await expect
      .poll(() => rootVariable(preview, '--vg-primary'), { timeout: 5_000 })
      .toBe(PRIMARY);
    await snap(editor, 'dashboard-editor-preview-unsaved');

    // Nothing is saved yet: the visitor's widget still shows the stored agent.
    expect(await textCount(widget, EDITED_TITLE)).toBe(0);
    expect((await docs.read(agentId, 'eu')).title).toBe(FIRST_TITLE);
  });

  it('rejects a colour that is not # and six hex digits', async () => {
    await editor.getByRole('tab', { name: 'Theme' }).click();
    const primary = editor.getByLabel('Primary colour', { exact: true });
    if (!(await primary.isVisible())) await editor.getByLabel('Custom colour theme').check();
    await primary.fill('#c2410');
    await expect.poll(() => primary.getAttribute('aria-invalid')).toBe('true');
    await primary.fill(PRIMARY);
    await expect.poll(() => primary.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('puts the saved title and colours on the separately opened widget, without a reload', async () => {
    // The edits may have been made in the previous test or not (if it failed early).
    await editor.getByRole('tab', { name: 'Overview' }).click();
    await editor.getByLabel('Title', { exact: true }).fill(EDITED_TITLE);
    await editor.getByRole('tab', { name: 'Theme' }).click();
    if (!(await editor.getByLabel('Primary colour', { exact: true }).isVisible())) {
      await editor.getByLabel('Custom colour theme').check();
    }
    await editor.getByLabel('Primary colour', { exact: true }).fill(PRIMARY);
    const loadsBefore = widgetLoads;
    await saveButton(editor).click();

    await expect
      .poll(() => textCount(widget, EDITED_TITLE), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => rootVariable(widget, '--vg-primary'), { timeout: 5_000 }).toBe(PRIMARY);
    expect(widgetLoads).toBe(loadsBefore);
    const stored = await docs.read(agentId, 'eu');
    expect(stored.title).toBe(EDITED_TITLE);
    expect(JSON.parse(String(stored.customThemeJSONString))).toMatchObject({ primary: PRIMARY });
    await snap(widget, 'dashboard-editor-widget-after-save');
    await editor.getByRole('tab', { name: 'Overview' }).click();
    await snap(editor, 'dashboard-editor-after-save');
  });

  it('turns the custom colour theme off for good: after Save and a reload', async () => {
    await editor.getByRole('tab', { name: 'Theme' }).click();
    const custom = editor.getByLabel('Custom colour theme');
    if (!(await custom.isChecked())) {
      await custom.check();
      await saveButton(editor).click();
      await expect
        .poll(async () => (await docs.read(agentId, 'eu')).customThemeJSONString)
        .toBeTruthy();
    }
    await custom.uncheck();
    await expect
      .poll(() => rootVariable(previewFrame(editor), '--vg-primary'), { timeout: 5_000 })
      .toBe(defaultPrimary);
    await saveButton(editor).click();
    await expect
      .poll(async () => 'customThemeJSONString' in (await docs.read(agentId, 'eu')), {
        timeout: 10_000,
      })
      .toBe(false);
    await expect
      .poll(() => rootVariable(widget, '--vg-primary'), { timeout: 10_000 })
      .toBe(defaultPrimary);

    await editor.reload();
    await editor.getByRole('tab', { name: 'Theme' }).click();
    await expect.poll(() => editor.getByLabel('Custom colour theme').isChecked()).toBe(false);
    await expect
      .poll(() => rootVariable(previewFrame(editor), '--vg-primary'), { timeout: 20_000 })
      .toBe(defaultPrimary);
    await widget.reload();
    await expect
      .poll(() => rootVariable(widget, '--vg-primary'), { timeout: 20_000 })
      .toBe(defaultPrimary);
    await snap(editor, 'dashboard-editor-theme-off-after-reload');
  });

  it('keeps every field that was set and then cleared cleared after a reload', async () => {
    /** Visits each tab and section once, in table order, and acts on its fields. */
    const eachField = async (act: (field: ClearableField) => Promise<void>) => {
      let place = '';
      for (const field of CLEARABLE_FIELDS) {
        if (`${field.tab}/${field.section}` !== place) {
          place = `${field.tab}/${field.section}`;
          await editor.getByRole('tab', { name: field.tab, exact: true }).click();
          if (field.section) {
            await editor.getByRole('tab', { name: field.section, exact: true }).click();
          }
        }
        await act(field);
      }
    };
    const fillAll = (value: (field: ClearableField) => string) =>
      eachField((field) => editor.getByLabel(field.label, { exact: true }).fill(value(field)));
    const shownAll = async () => {
      const shown: Record<string, string> = {};
      await eachField(async (field) => {
        shown[field.label] = await editor.getByLabel(field.label, { exact: true }).inputValue();
      });
      return shown;
    };
    const storedAll = async () => {
      const stored = await docs.read(agentId, 'eu');
      return Object.fromEntries(
        CLEARABLE_FIELDS.map((field) => [field.label, valueAt(stored, field.path)]),
      );
    };
    const saveAndReload = async () => {
      await saveButton(editor).click();
      await expect.poll(() => saveButton(editor).getAttribute('data-variant')).toBe('light');
      await editor.reload();
      await editor.getByRole('tab', { name: 'Overview', exact: true }).click();
      await expect
        .poll(() => editor.getByLabel('Title', { exact: true }).inputValue(), { timeout: 20_000 })
        .toBe(EDITED_TITLE);
    };

    await fillAll((field) => field.value);
    await saveAndReload();
    expect(await shownAll()).toEqual(
      Object.fromEntries(
        CLEARABLE_FIELDS.map((field) => [field.label, field.shown ?? field.value]),
      ),
    );

    await fillAll(() => '');
    await saveAndReload();
    expect(await shownAll()).toEqual(
      Object.fromEntries(CLEARABLE_FIELDS.map((field) => [field.label, ''])),
    );
    expect(await storedAll()).toEqual(
      Object.fromEntries(CLEARABLE_FIELDS.map((field) => [field.label, undefined])),
    );
  }, 120_000);

  it('is untouched again after Save, so it follows a change saved elsewhere', async () => {
    await editor.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => saveButton(editor).getAttribute('data-variant')).toBe('light');
    await docs.update(agentId, { description: 'Changed in another tab' }, 'eu');
    await expect
      .poll(() => editor.getByLabel('Description', { exact: true }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Changed in another tab');
  });

  it('keeps the agent secret key in the private document only', async () => {
    const db = docs.db('eu');
    const publicDoc = (await db.doc(`voiceglow/${agentId}`).get()).data() ?? {};
    expect(publicDoc.title).toBe(EDITED_TITLE);
    expect(publicDoc).not.toHaveProperty('SECRET_API_KEY');
    expect(JSON.stringify(publicDoc)).not.toMatch(/vg_[A-Za-z0-9]{20}/);
    const secrets = (await db.doc(`voiceglow/${agentId}/private/secrets`).get()).data() ?? {};
    expect(secrets.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);

    // Nor do the saved versions a visitor could list carry it.
    const backups = await db.collection(`voiceglow/${agentId}/backups`).get();
    expect(backups.size).toBeGreaterThan(0);
    for (const backup of backups.docs) {
      expect(JSON.stringify(backup.data())).not.toContain(String(secrets.SECRET_API_KEY));
    }
  });

  it('offers the languages of the translate endpoint and says when answers cannot be translated', async () => {
    await editor.getByRole('tab', { name: 'Settings' }).click();
    await editor.getByRole('tab', { name: 'Language' }).click();
    // The stack runs without a language model: the notice says so and how to change it.
    const notice = editor.getByRole('alert').filter({ hasText: 'AI translation is off' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain('VG_LLM_BASE_URL');
    await editor.getByRole('textbox', { name: 'Widget language' }).click();
    await editor.getByRole('option', { name: 'Automatic (browser language)' }).waitFor();
    await editor.getByRole('option', { name: 'Japanese (ja)' }).click();
    await saveButton(editor).click();
    await expect.poll(async () => (await docs.read(agentId, 'eu')).lang).toBe('ja');
    await snap(editor, 'dashboard-editor-language');
    await expectNoAxeViolations(editor, 'Language settings');
  });

  it('lays the editor out on a phone', async () => {
    await toPhone(editor);
    await editor.getByRole('tab', { name: 'Overview' }).click();
    await expect
      .poll(() => editor.getByLabel('Title', { exact: true }).inputValue())
      .toBe(EDITED_TITLE);
    await snap(editor, 'dashboard-editor-phone');
    const overflow = await editor.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(widget, 'dashboard-editor-widget-phone');
  });
});

interface ClearableField {
  tab: 'Overview' | 'Theme' | 'Settings';
  section?: string;
  label: string;
  /** Where the agent document keeps it. */
  path: string;
  value: string;
  /** How the field shows the value, when it adds a unit. */
  shown?: string;
}

/** Editor fields without a default, top-level and nested: text, long text, image, number. */
const CLEARABLE_FIELDS: ClearableField[] = [
  { tab: 'Overview', label: 'Description', path: 'description', value: 'Trail questions' },
  { tab: 'Overview', label: 'Branding text', path: 'branding', value: 'Trailhead Co.' },
  {
    tab: 'Overview',
    label: 'Header image',
    path: 'headerImageUrl',
    value: 'https://example.com/head.png',
  },
  { tab: 'Theme', label: 'Voice question label', path: 'ui.voiceQuestionLabel', value: 'Talk?' },
  { tab: 'Theme', label: 'Custom CSS', path: 'ADVANCED_customCSS', value: '.a { color: red; }' },
  {
    tab: 'Settings',
    section: 'Core',
    label: 'Delay before submit',
    path: 'delayBeforeSubmit',
    value: '300',
    shown: '300 ms',
  },
  {
    tab: 'Settings',
    section: 'Security & limits',
    label: 'Messages limit',
    path: 'messagesLimit',
    value: '40',
  },
  {
    tab: 'Settings',
    section: 'Security & limits',
    label: 'Max interactions per visitor',
    path: 'limits.maxInteractionsPerUserId',
    value: '25',
  },
  {
    tab: 'Settings',
    section: 'Language',
    label: 'Translate answers to',
    path: 'AITranslateTo',
    value: 'de',
  },
  {
    tab: 'Settings',
    section: 'Technical',
    label: 'Search model',
    path: 'kb_llm.modelId',
    value: 'small-model',
  },
  {
    tab: 'Settings',
    section: 'Technical',
    label: 'Knowledge chunks per answer',
    path: 'kbTopChunks',
    value: '4',
  },
  {
    tab: 'Settings',
    section: 'Advanced',
    label: 'System prompt',
    path: 'systemPrompt',
    value: 'Answer briefly.',
  },
  {
    tab: 'Settings',
    section: 'Integrations',
    label: 'Voice assistant id',
    path: 'vapi.id',
    value: 'assistant-1',
  },
  {
    tab: 'Settings',
    section: 'Integrations',
    label: 'Max voice minutes per month',
    path: 'vapiConfig.maxMinutesMonthly',
    value: '90',
  },
];

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    );
}
