import { describe, expect, it } from 'vitest';
import { messageSchema } from '../message';
import { visitorMessageSchema, visitorMessagesSchema } from './visitorMessages';
import { mediaUploadAction, visitorUploadMessage } from './visitorUpload';

const text = (message: string) => ({ type: 'text', item: { payload: { message } } });

describe('visitorMessageSchema', () => {
  it('accepts typed text, an uploaded picture, a document line and a form submission', () => {
    const accepted = [
      { ...text('Do they run small?'), from: 'human', ts: 1_700_000_000_000 },
      {
        type: 'visual',
        item: { payload: { image: 'http://127.0.0.1:9199/b/o/sole.png?alt=media', name: 'a.png' } },
      },
      {
        type: 'text',
        item: {
          payload: {
            message: 'File uploaded: warranty.pdf',
            file: { url: 'https://files.example/w.pdf', name: 'warranty.pdf' },
          },
        },
      },
      { type: 'VGVF_Channel', from: 'human', item: { payload: '{"formId":"f1","answers":{}}' } },
    ];
    for (const message of accepted) {
      expect(visitorMessageSchema.parse(message)).toEqual(message);
      // What a visitor stores is a message every reader of turns understands.
      expect(messageSchema.safeParse(message).success).toBe(true);
    }
  });

  it.each([
    [{ type: 'jsx', item: { payload: { jsx: '<script/>' } } }, ['type'], /visitor message/],
    [{ type: 'debug', item: { payload: { message: 'x' } } }, ['type'], /visitor message/],
    [{ ...text('hi'), from: 'bot' }, ['from'], /human/],
    [
      { type: 'visual', item: { payload: { image: 'javascript:alert(1)' } } },
      ['item', 'payload', 'image'],
      /http\(s\) URL/,
    ],
    [
      { type: 'visual', item: { payload: { image: `https://x.example/${'a'.repeat(2048)}` } } },
      ['item', 'payload', 'image'],
      /2048/,
    ],
    [
      {
        type: 'text',
        item: { payload: { message: 'File uploaded', file: { url: 'ftp://x/a.pdf', name: 'a' } } },
      },
      ['item', 'payload', 'file', 'url'],
      /http\(s\) URL/,
    ],
    [
      {
        type: 'text',
        item: { payload: { message: 'File uploaded', file: { url: 'https://x/a', name: ' ' } } },
      },
      ['item', 'payload', 'file', 'name'],
      /file name/,
    ],
    [text('x'.repeat(20_001)), ['item', 'payload', 'message'], /20,000/],
    [{ ...text('hi'), extra: 'x' }, [], /extra/],
    [
      { type: 'text', item: { payload: { message: 'hi', image: 'https://x/a.png' } } },
      ['item', 'payload'],
      /image/,
    ],
    [{ type: 'VGVF_Channel', item: { payload: { nested: true } } }, ['item', 'payload'], /string/],
  ])('rejects %j at %j', (message, path, text) => {
    const issue = visitorMessageSchema.safeParse(message).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toMatch(text);
  });

  it('takes at most five messages per step', () => {
    expect(visitorMessagesSchema.safeParse(Array(5).fill(text('a'))).success).toBe(true);
    expect(
      visitorMessagesSchema.safeParse(Array(6).fill(text('a'))).error?.issues[0]?.message,
    ).toBe('at most 5 messages per step');
  });
});

describe('a visitor upload', () => {
  it('is the media intent with the URL in vg_media_url', () => {
    expect(mediaUploadAction('https://f.example/a.png')).toEqual({
      type: 'intent',
      payload: {
        intent: { name: 'VG_MEDIA_UPLOAD' },
        entities: [{ name: 'vg_media_url', value: 'https://f.example/a.png' }],
        query: 'https://f.example/a.png',
      },
    });
  });

  it('stores a picture as a visual message that keeps its name', () => {
    const message = visitorUploadMessage(
      { url: 'https://f.example/o/uploads%2FAb3dE6gH.png?alt=media', name: 'trail-shoe-sole.png' },
      5,
    );
    expect(message).toEqual({
      from: 'human',
      type: 'visual',
      item: {
        payload: {
          image: 'https://f.example/o/uploads%2FAb3dE6gH.png?alt=media',
          name: 'trail-shoe-sole.png',
        },
      },
      ts: 5,
    });
    expect(visitorMessageSchema.safeParse(message).success).toBe(true);
  });

  it("stores a document as 'File uploaded: {name}' (20 characters) with its URL and full name", () => {
    const file = { url: 'https://f.example/o/x.pdf', name: 'warranty-card-trail-shoes.pdf' };
    const message = visitorUploadMessage(file, 5);
    expect(message).toEqual({
      from: 'human',
      type: 'text',
      item: { payload: { message: 'File uploaded: warranty-card-trail-...', file } },
      ts: 5,
    });
    expect(visitorMessageSchema.safeParse(message).success).toBe(true);
  });
});
