import { describe, expect, it } from 'vitest';
import {
  discordChannelSchema,
  metaPageSchema,
  telegramBotId,
  telegramBotSchema,
  whatsappNumberSchema,
  whatsappTemplateSchema,
} from './channels';
import { toolSchema } from './tool';

describe('channel connections', () => {
  it.each([
    [
      discordChannelSchema,
      { ID: 'd', agentID: 'a', channelId: '1', webhookUrl: 'https://discord/w' },
    ],
    [whatsappNumberSchema, { agentId: 'a', wabaId: 'w', phoneId: 'p', phoneNumber: '+1555' }],
    [metaPageSchema, { agentId: 'a', pageId: 'p', pageName: 'Shop', igPageId: 'ig' }],
    [
      telegramBotSchema,
      { agentId: 'a', botId: '123', botToken: '123:ABC', webhookUrl: 'https://t' },
    ],
  ] as const)('parses a valid connection %#', (schema, input) => {
    expect(schema.parse(input)).toEqual(input);
  });

  it.each([
    [
      discordChannelSchema,
      { ID: 'd', agentID: 'a', channelId: '', webhookUrl: 'w' },
      ['channelId'],
    ],
    [whatsappNumberSchema, { agentId: 'a', phoneId: 'p' }, ['wabaId']],
    [metaPageSchema, { agentId: 'a' }, ['pageId']],
    [telegramBotSchema, { agentId: 'a', botId: '999', botToken: '123:ABC' }, ['botId']],
  ] as const)('rejects an invalid connection %#', (schema, input, path) => {
    expect(schema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('takes the bot id from the token', () => {
    expect(telegramBotId('777:secret')).toBe('777');
  });
});

describe('whatsappTemplateSchema', () => {
  const template = {
    name: 'order_update',
    language: 'en_US',
    category: 'UTILITY',
    bodyText: 'Hi {{1}}',
  };
  it('accepts a lowercase underscore name', () => {
    expect(whatsappTemplateSchema.parse(template)).toEqual(template);
  });

  it.each([
    { name: 'Order Update' },
    { name: '' },
    { language: 'English' },
    { category: 'PROMO' },
    { bodyText: ' ' },
    { bodyText: 'x'.repeat(1025) },
  ])('rejects %j', (change) => {
    const issue = whatsappTemplateSchema.safeParse({ ...template, ...change }).error?.issues[0];
    expect(issue?.message).toBe('Invalid template info');
    expect(issue?.path).toEqual(Object.keys(change));
  });
});

describe('toolSchema', () => {
  it('fills field defaults', () => {
    const tool = toolSchema.parse({
      id: 't1',
      name: 'Weather',
      serverUrl: 'https://w',
      fields: [{ key: 'city' }],
    });
    expect(tool.fields[0]).toEqual({ key: 'city', in: 'body', type: 'string', required: false });
  });

  it.each([
    [{ id: 't', name: 'n', fields: [{ key: 'k', in: 'cookie' }] }, ['fields', 0, 'in']],
    [{ id: 't', name: 'n', fields: [{ key: 'k', type: 'date' }] }, ['fields', 0, 'type']],
    [{ id: 't', name: '' }, ['name']],
  ])('rejects %j at %j', (input, path) => {
    expect(toolSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});
