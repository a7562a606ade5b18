import { describe, expect, it } from 'vitest';
import { turnSchema, type Turn } from '@vg/common';
import { lastMessageText, messageLink, messageText, turnAuthor } from './messageText';

const turn = (value: unknown): Turn => turnSchema.parse(value);
const text = (message: string) => ({ type: 'text', item: { payload: { message } } });

describe('messageText', () => {
  it('reads text, and names other kinds of content', () => {
    const [said, image, buttons] = turn({
      from: 'bot',
      messages: [
        text('Hello'),
        { type: 'visual', item: { payload: { image: 'https://x.test/a.png' } } },
        {
          type: 'choice',
          item: {
            payload: {
              buttons: [
                { name: 'Yes', request: { type: 'yes' } },
                { name: 'No', request: { type: 'no' } },
              ],
            },
          },
        },
      ],
    }).messages;
    expect(messageText(said!)).toBe('Hello');
    expect(messageText(image!)).toBe('[Image]');
    expect(messageText(buttons!)).toBe('[Buttons: Yes, No]');
  });

  it('leaves debug messages out', () => {
    const [debug] = turn({ from: 'bot', messages: [{ type: 'debug', payload: {} }] }).messages;
    expect(messageText(debug!)).toBeNull();
  });
});

describe('messageLink', () => {
  it('offers uploaded pictures and documents as links, only over http(s)', () => {
    const [picture, document, unsafe, plain] = turn({
      from: 'human',
      messages: [
        {
          type: 'visual',
          item: { payload: { image: 'https://b.test/shoe.png', name: 'shoe.png' } },
        },
        {
          type: 'text',
          item: {
            payload: {
              message: 'File uploaded: warranty-card-trail-...',
              file: {
                url: 'http://127.0.0.1:9199/b/warranty.pdf',
                name: 'warranty-card-trail-shoe.pdf',
              },
            },
          },
        },
        { type: 'visual', item: { payload: { image: 'javascript:alert(1)' } } },
        text('Hello'),
      ],
    }).messages;
    expect(messageLink(picture!)).toEqual({ href: 'https://b.test/shoe.png', label: 'shoe.png' });
    expect(messageLink(document!)).toEqual({
      href: 'http://127.0.0.1:9199/b/warranty.pdf',
      label: 'warranty-card-trail-shoe.pdf',
    });
    expect(messageLink(unsafe!)).toBeNull();
    expect(messageLink(plain!)).toBeNull();
  });
});

describe('turnAuthor', () => {
  it('tells the visitor, a named team member and the agent apart', () => {
    expect(turnAuthor(turn({ from: 'human', messages: [text('Hi')] })).kind).toBe('visitor');
    expect(
      turnAuthor(
        turn({ from: 'bot', messages: [text('On it')], humanAgent: { uid: 'u1', name: 'Olivia' } }),
      ),
    ).toEqual({ kind: 'team', name: 'Olivia' });
    expect(
      turnAuthor(turn({ from: 'bot', messages: [text('On it')], humanAgent: { uid: 'u1' } })),
    ).toEqual({ kind: 'team', name: null });
    expect(turnAuthor(turn({ from: 'bot', messages: [text('Beep')] }))).toEqual({
      kind: 'agent',
      name: null,
    });
  });
});

describe('lastMessageText', () => {
  it('is the last readable message of the last turns', () => {
    const turns = [
      turn({ from: 'human', messages: [text('First')] }),
      turn({ from: 'bot', messages: [text('Second'), { type: 'debug', payload: {} }] }),
    ];
    expect(lastMessageText(turns)).toBe('Second');
    expect(lastMessageText([])).toBe('');
  });
});
