import { describe, expect, it } from 'vitest';
import { itChecksSchemaCases, type SchemaCase } from './schemaCases.testing';
import {
  addKnowledgePointRequestSchema,
  agentBackupsResponseSchema,
  deployAgentRequestSchema,
  languagesResponseSchema,
  revertToBackupRequestSchema,
  revertToBackupResponseSchema,
  saveAgentRequestSchema,
  workspaceEventSchema,
  workspaceLogRequestSchema,
} from './agentCalls';
import {
  connectMetaPageRequestSchema,
  discordConnectionInputSchema,
  googleBusinessInputSchema,
  newChannelConnectionRequestSchema,
  telegramApiResponseSchema,
  telegramConnectionInputSchema,
  whatsappNumbersResponseSchema,
  whatsappSendMessageRequestSchema,
  whatsappTestMessageInputSchema,
} from './channelCalls';

const backup = { id: 'b', createdAt: 1, agentTemplate: { name: 'Bot', agentData: { ID: 'a' } } };
const page = { id: 'p', name: 'Shop', accessToken: 't', connectedIgPage: null };

const cases: SchemaCase[] = [
  [
    'save agent',
    saveAgentRequestSchema,
    { title: 'Bot', whatsappToken: 'EAAG', lastModified: 1_700_000_000 },
    { messageDelayMS: 'fast' },
    ['messageDelayMS'],
  ],
  ['deploy', deployAgentRequestSchema, { deployed: true }, { deployed: false }, ['deployed']],
  [
    'backups',
    agentBackupsResponseSchema,
    { backups: [backup] },
    { backups: [{ id: 'b' }] },
    ['backups', 0, 'createdAt'],
  ],
  [
    'revert',
    revertToBackupRequestSchema,
    { agentId: 'a', backupId: 'b' },
    { agentId: 'a' },
    ['backupId'],
  ],
  [
    'revert answer',
    revertToBackupResponseSchema,
    { agentTemplate: backup.agentTemplate },
    { agentTemplate: { agentData: {} } },
    ['agentTemplate', 'agentData', 'ID'],
  ],
  ['kb point', addKnowledgePointRequestSchema, { text: 'We open at 9' }, { text: ' ' }, ['text']],
  [
    'translate',
    languagesResponseSchema,
    { success: true, languages: [{ language: 'de', name: 'German' }] },
    { success: true, languages: [{ language: 'de' }] },
    ['languages', 0, 'name'],
  ],
  [
    'logs',
    workspaceLogRequestSchema,
    { userId: 'u', agentId: 'a', type: 'tool', content: {} },
    { userId: 'u', type: 't' },
    ['agentId'],
  ],
  [
    'event',
    workspaceEventSchema,
    { type: 'client_created', payload: { createdAt: 1, workspaceSecret: 's', clientId: 'c' } },
    { type: 'client_created', payload: {} },
    ['payload', 'createdAt'],
  ],
  [
    'new channel',
    newChannelConnectionRequestSchema,
    { agentId: 'a', channelType: 'telegram' },
    { agentId: 'a', channelType: 'sms' },
    ['channelType'],
  ],
  [
    'whatsapp send',
    whatsappSendMessageRequestSchema,
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+4912',
      type: 'text',
      text: { body: 'Hi' },
    },
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+4912',
      type: 'image',
      text: { body: 'Hi' },
    },
    ['type'],
  ],
  [
    'connect page',
    connectMetaPageRequestSchema,
    { selectedPage: page, agentId: 'a' },
    { selectedPage: { id: 'p' }, agentId: 'a' },
    ['selectedPage', 'name'],
  ],
];

describe('agent and channel calls', () => {
  itChecksSchemaCases(cases);

  it('the save call carries secrets to the function, which splits them off', () => {
    expect(saveAgentRequestSchema.parse({ SECRET_API_KEY: `vg_${'k'.repeat(20)}` })).toHaveProperty(
      'SECRET_API_KEY',
    );
  });
});

describe('channel forms', () => {
  it.each([
    [
      discordConnectionInputSchema,
      { channelId: '1', webhookUrl: '' },
      'Please fill out all fields.',
    ],
    [telegramConnectionInputSchema, { botToken: ' ' }, 'Please provide a valid token.'],
    [
      googleBusinessInputSchema,
      { gcloudClientEmail: 'svc', gcloudPrivateKey: 'k' },
      'Please fill in the required fields.',
    ],
    [
      whatsappTestMessageInputSchema,
      { phoneNumber: '4912', pageId: 'p', text: 'Hi' },
      'Please include the country code in the phone number.',
    ],
    [
      whatsappTestMessageInputSchema,
      { phoneNumber: '+4912', pageId: 'p', text: '' },
      'Please enter a message to send.',
    ],
    [
      whatsappTestMessageInputSchema,
      { phoneNumber: '', pageId: 'p', text: 'x' },
      'Please provide a valid phone number and ensure the ID is reachable.',
    ],
  ] as const)('shows the specified message %#', (schema, input, message) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('turns typed \\n in a private key into newlines', () => {
    const parsed = googleBusinessInputSchema.parse({
      gcloudClientEmail: 'svc@proj.iam',
      gcloudPrivateKey: '-----BEGIN-----\\nabc\\n-----END-----',
    });
    expect(parsed.gcloudPrivateKey).toBe('-----BEGIN-----\nabc\n-----END-----');
  });
});

describe('channel answers', () => {
  it('reads the Telegram API answer and the WhatsApp number list', () => {
    expect(telegramApiResponseSchema.parse({ ok: false, description: 'Unauthorized' }).ok).toBe(
      false,
    );
    expect(whatsappNumbersResponseSchema.parse({}).numbers).toEqual([]);
    expect(
      whatsappNumbersResponseSchema.safeParse({ numbers: [{ phoneId: 'p' }] }).error?.issues[0]
        ?.path,
    ).toEqual(['numbers', 0, 'phoneNumber']);
  });
});
