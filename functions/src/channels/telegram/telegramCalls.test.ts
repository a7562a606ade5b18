import { describe, expect, it } from 'vitest';
import { callbackData, telegramCalls } from './telegramCalls';

describe('Telegram calls for the agent’s answer', () => {
  it('sends buttons as an inline keyboard, links as url buttons', () => {
    expect(
      telegramCalls('42', [
        {
          kind: 'text',
          text: 'Anything else?',
          buttons: [{ label: 'Talk to a person' }, { label: 'Shop', url: 'https://shop.example' }],
        },
      ]),
    ).toEqual([
      {
        method: 'sendMessage',
        params: {
          chat_id: '42',
          text: 'Anything else?',
          reply_markup: {
            inline_keyboard: [
              [{ text: 'Talk to a person', callback_data: 'Talk to a person' }],
              [{ text: 'Shop', url: 'https://shop.example' }],
            ],
          },
        },
      },
    ]);
  });

  it('splits long texts and keeps the buttons on the last piece', () => {
    const calls = telegramCalls('1', [
      { kind: 'text', text: 'x'.repeat(5000), buttons: [{ label: 'Ok' }] },
    ]);
    expect(calls.map((call) => (call.params.text as string).length)).toEqual([4096, 904]);
    expect(calls[0]!.params.reply_markup).toBeUndefined();
    expect(calls[1]!.params.reply_markup).toBeDefined();
  });

  it('sends an image with its caption, a caption too long for Telegram as text after it', () => {
    expect(
      telegramCalls('1', [
        { kind: 'image', url: 'https://x/a.png', caption: 'Trail shoe', buttons: [] },
        { kind: 'image', url: 'https://x/b.png', caption: 'y'.repeat(1100), buttons: [] },
      ]).map((call) => [
        call.method,
        call.params.caption ?? (call.params.text as string | undefined)?.length,
      ]),
    ).toEqual([
      ['sendPhoto', 'Trail shoe'],
      ['sendPhoto', undefined],
      ['sendMessage', 1100],
    ]);
  });

  it('cuts callback data to 64 bytes on a character boundary', () => {
    expect(Buffer.byteLength(callbackData('ü'.repeat(40)))).toBe(64);
    expect(callbackData('ü'.repeat(40))).toBe('ü'.repeat(32));
  });
});
