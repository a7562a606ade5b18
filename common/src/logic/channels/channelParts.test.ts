import { describe, expect, it } from 'vitest';
import type { Message } from '../../schemas/message';
import type { Turn } from '../../schemas/conversation';
import { CHOOSE_OPTION_TEXT, channelButtonRequest, toChannelParts } from './channelParts';

const text = (message: string): Message => ({
  from: 'bot',
  type: 'text',
  item: { payload: { message } },
});
const choice = (...names: string[]): Message => ({
  from: 'bot',
  type: 'choice',
  item: {
    payload: { buttons: names.map((name) => ({ name, request: { type: 'text', payload: name } })) },
  },
});

describe('agent messages on a messaging channel', () => {
  it('puts choice buttons on the text before them', () => {
    expect(toChannelParts([text('Can I help?'), choice('Yes', 'No')])).toEqual([
      { kind: 'text', text: 'Can I help?', buttons: [{ label: 'Yes' }, { label: 'No' }] },
    ]);
  });

  it('gives buttons without a text before them words to hang on', () => {
    expect(toChannelParts([choice('Talk to a person')])).toEqual([
      { kind: 'text', text: CHOOSE_OPTION_TEXT, buttons: [{ label: 'Talk to a person' }] },
    ]);
  });

  it('sends images, cards with captions and link buttons, carousels as a sequence', () => {
    const card = {
      title: 'Trail shoe',
      description: { text: 'Grippy and light' },
      imageUrl: 'https://shop.example/trail.png',
      buttons: [
        { name: 'Buy', request: { type: 'url', payload: { url: 'https://shop.example/buy' } } },
        { name: 'More like this', request: { type: 'intent', payload: { label: 'more' } } },
      ],
    };
    const parts = toChannelParts([
      { type: 'visual', item: { payload: { image: 'https://shop.example/a.png' } } },
      { type: 'carousel', item: { payload: { cards: [card, { title: 'Road shoe' }] } } },
    ]);
    expect(parts).toEqual([
      { kind: 'image', url: 'https://shop.example/a.png', caption: '', buttons: [] },
      {
        kind: 'image',
        url: 'https://shop.example/trail.png',
        caption: 'Trail shoe\nGrippy and light',
        buttons: [{ label: 'Buy', url: 'https://shop.example/buy' }, { label: 'More like this' }],
      },
      { kind: 'text', text: 'Road shoe', buttons: [] },
    ]);
  });

  it('falls back to the text of what a chat app cannot show, and leaves out bookkeeping', () => {
    expect(
      toChannelParts([
        { type: 'debug', item: { payload: { message: 'search' } } },
        { type: 'Slider', item: { payload: { message: 'Rate us' } } } as unknown as Message,
        { type: 'end' },
        { type: 'visual', item: { payload: { image: 'javascript:alert(1)' } } },
      ]),
    ).toEqual([{ kind: 'text', text: 'Rate us', buttons: [] }]);
  });
});

describe('a pressed channel button', () => {
  const turns: Turn[] = [
    {
      from: 'bot',
      messages: [
        {
          type: 'choice',
          item: {
            payload: {
              buttons: [{ name: 'Sizes', request: { type: 'intent', payload: { q: 1 } } }],
            },
          },
        },
      ],
    },
  ];

  it('asks what the button asked in the widget', () => {
    expect(channelButtonRequest(turns, 'Sizes')).toEqual({ type: 'intent', payload: { q: 1 } });
  });

  it('is typed text when the button is not in the history', () => {
    expect(channelButtonRequest(turns, 'Other')).toEqual({ type: 'text', payload: 'Other' });
  });
});
