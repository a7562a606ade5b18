import { describe, expect, it } from 'vitest';
import {
  channelNotice,
  discordHasManageServer,
  normalisePrivateKey,
  normaliseTemplateName,
  validateDiscordChannel,
  validateGoogleBusiness,
  validateTelegramToken,
  validateVfDialogueKey,
  validateWhatsappTemplate,
  validateWhatsappTestMessage,
} from './channelChecks';

describe('discord', () => {
  it.each([
    [{ channelId: '1', webhookUrl: 'https://x' }, null],
    [{ channelId: '', webhookUrl: 'https://x' }, 'Please fill out all fields.'],
    [{ channelId: '1', webhookUrl: ' ' }, 'Please fill out all fields.'],
  ])('%j -> %j', (input, expected) => {
    expect(validateDiscordChannel(input)).toBe(expected);
  });
});

describe('discord permissions', () => {
  it.each([
    ['32', true],
    [32, true],
    ['8', false],
    ['2147483647', true],
    ['1099511627776', false],
    ['1099511627808', true],
    ['', false],
    ['abc', false],
    [null, false],
  ])('%j -> %s', (permissions, expected) => {
    expect(discordHasManageServer(permissions)).toBe(expected);
  });
});

describe('whatsapp test message', () => {
  const TARGET = 'Please provide a valid phone number and ensure the ID is reachable.';
  const base = { phoneNumber: '+4915112345678', phoneNumberId: '123', text: 'hi' };
  it.each([
    [{}, null],
    [{ phoneNumber: '' }, TARGET],
    [{ phoneNumberId: undefined }, TARGET],
    [{ phoneNumber: '4915112345678' }, 'Please include the country code in the phone number.'],
    [{ text: '  ' }, 'Please enter a message to send.'],
  ])('%j -> %j', (override, expected) => {
    expect(validateWhatsappTestMessage({ ...base, ...override })).toBe(expected);
  });
});

describe('whatsapp template', () => {
  it.each([
    ['Order Update', 'order_update'],
    ['  spring  sale ', 'spring_sale'],
  ])('%j -> %j', (name, expected) => {
    expect(normaliseTemplateName(name)).toBe(expected);
  });

  it.each([
    [{ name: 'order_update', language: 'en', category: 'UTILITY', bodyText: 'Hi' }, null],
    [
      { name: 'Order Update', language: 'en', category: 'UTILITY', bodyText: 'Hi' },
      'Invalid template info',
    ],
    [{ name: 'x', language: 'en', category: 'UTILITY', bodyText: '' }, 'Invalid template info'],
    [null, 'Invalid template info'],
  ])('%j -> %j', (template, expected) => {
    expect(validateWhatsappTemplate(template)).toBe(expected);
  });
});

describe('google business, telegram and flow platform', () => {
  it.each([
    [{ clientEmail: 'svc@proj.iam', privateKey: 'KEY' }, null],
    [{ clientEmail: 'svc', privateKey: 'KEY' }, 'Please fill in the required fields.'],
    [{ clientEmail: 'svc@proj.iam', privateKey: '' }, 'Please fill in the required fields.'],
  ])('%j -> %j', (input, expected) => {
    expect(validateGoogleBusiness(input)).toBe(expected);
  });

  it('turns escaped newlines into real ones', () => {
    expect(normalisePrivateKey('-----BEGIN-----\\nabc\\n-----END-----')).toBe(
      '-----BEGIN-----\nabc\n-----END-----',
    );
  });

  it.each([
    ['123456:ABC-def', null],
    ['', 'Please provide a valid token.'],
    ['123456', 'Please provide a valid token.'],
    [':ABC', 'Please provide a valid token.'],
    ['123456:', 'Please provide a valid token.'],
  ])('token %j -> %j', (token, expected) => {
    expect(validateTelegramToken(token)).toBe(expected);
  });

  it.each([
    ['VF.DM.key', null],
    ['', 'Please provide your Voiceflow dialogue API key and try again.'],
    [undefined, 'Please provide your Voiceflow dialogue API key and try again.'],
  ])('vf key %j -> %j', (key, expected) => {
    expect(validateVfDialogueKey(key)).toBe(expected);
  });

  it('wraps server messages', () => {
    expect(channelNotice.error('x')).toBe('Error: x');
    expect(channelNotice.errorOccurred('x')).toBe('Error occurred: x');
    expect(channelNotice.webhookFailed('bad url')).toBe('Failed to set webhook: bad url');
    expect(channelNotice.pageConnectFailed('denied')).toBe('Failed to connect the page. denied');
  });
});
