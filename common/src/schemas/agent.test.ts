import { describe, expect, it } from 'vitest';
import { agentSchema, agentSummarySchema } from './agent';
import { agentSecretsSchema, splitAgentSecrets, withoutAgentSecrets } from './agentSecrets';
import { footerCustomButtonSchema, tabSchema } from './agentUi';

const minimalAgent = { ID: 'agent1', ownerID: 'owner1' };

describe('agentSchema', () => {
  it('fills the specification defaults', () => {
    const agent = agentSchema.parse(minimalAgent);
    expect(agent).toMatchObject({
      agentPlatform: 'vg',
      lang: 'en',
      theme: 'blue-dark',
      fontFamily: 'DM Sans',
      messageDelayMS: 1000,
      maxTokensUsage: 1_000_000,
      tokensUsage: 0,
      recordChatHistory: true,
      smartInit: true,
      buttonsLayout: 'horizontal',
      UIhandoffTitle: 'Support Team',
      UIhandoffSubtitle: 'We reply within minutes ⚡',
      handoffTimeout: 60,
    });
    expect(agent.proactiveMessage.length).toBeGreaterThan(0);
  });

  it('keeps stored values and unknown future fields', () => {
    const agent = agentSchema.parse({
      ...minimalAgent,
      lang: 'automatic',
      messageDelayMS: 0,
      region: 'voiceglow-eu',
      ui: { widgetType: 'tabs', bgImageVisible: true },
      tabs: [
        { key: 'home', homeSpecific: { buttons: [{ key: 'askQuestion', iceBreakers: ['Hi'] }] } },
      ],
      vapiConfig: { enableVapiOnWeb: true },
      voiceConfig: { config: { enableWebCalling: true } },
      whatsappBusniessId: 'waba',
      someNewSetting: { nested: 1 },
    });
    expect(agent.lang).toBe('automatic');
    expect(agent.messageDelayMS).toBe(0);
    expect(agent.tabs?.[0]?.iframeHeight).toBe(500);
    expect(agent.whatsappBusniessId).toBe('waba');
    expect(agent.someNewSetting).toEqual({ nested: 1 });
  });

  it("carries billing's ownerPaid beside the branding it unlocks", () => {
    expect(agentSchema.parse(minimalAgent).ownerPaid).toBeUndefined();
    const paid = agentSchema.parse({ ...minimalAgent, ownerPaid: true, branding: 'Acme' });
    expect(paid).toMatchObject({ ownerPaid: true, branding: 'Acme' });
  });

  it.each([
    [{ ownerID: 'o' }, ['ID']],
    [{ ...minimalAgent, agentPlatform: 'other' }, ['agentPlatform']],
    [{ ...minimalAgent, buttonsLayout: 'grid' }, ['buttonsLayout']],
    [{ ...minimalAgent, region: 'eu' }, ['region']],
    [{ ...minimalAgent, messageDelayMS: -1 }, ['messageDelayMS']],
    [{ ...minimalAgent, ownerPaid: 'yes' }, ['ownerPaid']],
    [{ ...minimalAgent, vgOptions: { maxChunkSize: 999 } }, ['vgOptions', 'maxChunkSize']],
    [{ ...minimalAgent, nodes: [{ id: 'n', type: 'loop' }] }, ['nodes', 0, 'type']],
    [{ ...minimalAgent, tabs: [{ key: 'settings' }] }, ['tabs', 0, 'key']],
  ])('rejects %j at %j', (input, path) => {
    const result = agentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('says why a too small chunk size is refused', () => {
    const result = agentSchema.safeParse({ ...minimalAgent, vgOptions: { maxChunkSize: 10 } });
    expect(result.error?.issues[0]?.message).toBe('Max chunk size must be greater than 1000');
  });

  it('never lets secrets through to the public agent', () => {
    const agent = agentSchema.parse({
      ...minimalAgent,
      SECRET_API_KEY: 'vg_abcdefghijklmnopqrst',
      VF_DIALOGUE_API_KEY: 'hidden-1',
      whatsappToken: 'hidden-2',
      gcloudPrivateKey: 'hidden-3',
      flowiseWebhookSecret: 'hidden-4',
      instagramOptions: { pageId: 'p1', accessToken: 'hidden-5' },
      tools: [{ id: 't1', name: 'Lookup', serverUrlSecret: 'hidden-6', serverUrl: 'https://x' }],
    });
    for (const secret of [
      'SECRET_API_KEY',
      'VF_DIALOGUE_API_KEY',
      'whatsappToken',
      'gcloudPrivateKey',
      'flowiseWebhookSecret',
    ]) {
      expect(agent).not.toHaveProperty(secret);
    }
    expect(agent.instagramOptions).toEqual({ pageId: 'p1' });
    expect(agent.tools).toEqual([{ id: 't1', name: 'Lookup' }]);
    expect(JSON.stringify(agent)).not.toMatch(/hidden|vg_abc/);
  });

  it('lists agents with only the switcher fields', () => {
    expect(agentSummarySchema.parse({ ID: 'a', title: 'Bot' })).toEqual({ ID: 'a', title: 'Bot' });
  });
});

describe('agent secrets', () => {
  it('splits editor data into public fields and the private document', () => {
    const { agent, secrets } = splitAgentSecrets({
      ID: 'a',
      title: 'Bot',
      SECRET_API_KEY: 'vg_abcdefghijklmnopqrst',
      whatsappToken: 'EAAG',
      instagramOptions: { pageId: 'p', accessToken: 'tok' },
    });
    expect(agent).toEqual({ ID: 'a', title: 'Bot', instagramOptions: { pageId: 'p' } });
    expect(secrets).toEqual({
      SECRET_API_KEY: 'vg_abcdefghijklmnopqrst',
      whatsappToken: 'EAAG',
      instagramOptions: { accessToken: 'tok' },
    });
  });

  it('does not change data that holds no secrets', () => {
    const data = { ID: 'a', instagramOptions: { pageId: 'p' } };
    expect(withoutAgentSecrets(data)).toEqual(data);
  });

  it.each(['abc', 'vg_short', 'xx_abcdefghijklmnopqrst'])('rejects the agent key %s', (key) => {
    const result = agentSecretsSchema.safeParse({ SECRET_API_KEY: key });
    expect(result.error?.issues[0]?.path).toEqual(['SECRET_API_KEY']);
  });
});

describe('tabs and footer buttons', () => {
  it('defaults a tab frame to 500 px', () => {
    expect(tabSchema.parse({ key: 'faq' }).iframeHeight).toBe(500);
  });

  it.each([
    [{ type: 'intent' }, 'Intent value is null'],
    [{ type: 'link', value: '  ' }, 'Link value is null'],
  ])('refuses %j with the widget message', (button, message) => {
    const result = footerCustomButtonSchema.safeParse(button);
    expect(result.error?.issues[0]).toMatchObject({ path: ['value'], message });
  });

  it('accepts a default button without a value', () => {
    expect(footerCustomButtonSchema.parse({ viewValue: 'Menu' }).type).toBe('default');
  });
});
