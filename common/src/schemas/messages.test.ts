import { describe, expect, it } from 'vitest';
import { isDebugMessage, isKnownMessage, KNOWN_MESSAGE_TYPES, messageSchema } from './message';
import { knownMessageSchema } from './messages';

const button = { name: 'Yes', request: { type: 'text', payload: 'yes' } };
const card = {
  title: 'Plan',
  description: { text: 'Best' },
  imageUrl: 'https://i',
  buttons: [button],
};

/** One valid example per kind, with the item it carries. */
const validMessages: Record<string, unknown> = {
  text: { payload: { message: 'Hello' } },
  choice: { payload: { buttons: [button] } },
  visual: { payload: { image: 'https://img' } },
  cards: { payload: { cards: [card] } },
  carousel: { payload: { cards: [card, { title: 'Two' }] } },
  cardV2: { payload: card },
  FileUpload: { payload: {} },
  MultiFileUpload: { payload: { maxFiles: 3 } },
  MultiSelect: {
    payload: { buttons: [button, { name: 'Send:2', request: { type: 'VG_MultiSelect' } }] },
  },
  MultiDropdown: {
    payload: {
      buttons: [{ label: 'A', value: 'a', buttons: [{ label: 'A1', value: 'a1' }] }],
    },
  },
  Slider: { payload: { label: 'How much?' } },
  Embed: { payload: { url: 'https://embed' } },
  iFrame: { payload: { url: 'https://frame', height: 300 } },
  GoogleForm: { payload: { form_id: 'f1' } },
  EmailForm: { email: 'a@b.co', message: 'Hi', attachmentLinks: [] },
  VoiceNote: { payload: { url: 'https://a.wav' } },
  'info:primary': { payload: { message: 'i' } },
  'info:default': { payload: { message: 'i' } },
  'info:danger': { payload: { message: 'i' } },
  'info:success': { payload: { message: 'i' } },
  jsx: { payload: { jsx: '<b/>' } },
  Flowise: { payload: { message: 'f' } },
  end: undefined,
  VGVF_Channel: { anything: true },
  VG_Response: undefined,
};

describe('messageSchema', () => {
  it('has an example for every known kind', () => {
    expect(Object.keys(validMessages).sort()).toEqual([...KNOWN_MESSAGE_TYPES].sort());
  });

  it.each(Object.entries(validMessages))('parses a %s message', (type, item) => {
    const message = messageSchema.parse({ type, item, from: 'bot', delay: 500, ts: 1 });
    expect(message.type).toBe(type);
    expect(isKnownMessage(message)).toBe(true);
    expect(knownMessageSchema.safeParse({ type, item }).success).toBe(true);
  });

  it('fills component defaults', () => {
    const slider = messageSchema.parse({ type: 'Slider', item: { payload: {} } });
    expect(slider).toMatchObject({
      item: { payload: { minValue: 0, maxValue: 100, step: 1, canCancel: false } },
    });
    const upload = messageSchema.parse({ type: 'FileUpload', item: { payload: {} } });
    expect(upload).toMatchObject({ item: { payload: { maxSizeMB: 30 } } });
    const frame = messageSchema.parse({ type: 'Embed', item: { payload: {} } });
    expect(frame).toMatchObject({ item: { payload: { height: 500 } } });
  });

  it.each([
    [{ type: 'text', item: { payload: { message: 3 } } }, ['item', 'payload', 'message']],
    [
      { type: 'choice', item: { payload: { buttons: [{ name: 'x' }] } } },
      ['item', 'payload', 'buttons', 0, 'request'],
    ],
    [{ type: 'visual', item: { payload: {} } }, ['item', 'payload', 'image']],
    [{ type: 'MultiSelect', item: { payload: { buttons: [] } } }, ['item', 'payload', 'buttons']],
    [
      {
        type: 'MultiDropdown',
        item: { payload: { buttons: [{ label: 'a', value: 'a', buttons: [{ label: 1 }] }] } },
      },
      ['item', 'payload', 'buttons', 0, 'buttons', 0, 'label'],
    ],
    [{ type: 'Slider', item: { payload: { step: 0 } } }, ['item', 'payload', 'step']],
    [{ type: 'text', from: 'system', item: { payload: {} } }, ['from']],
    [{ type: 'info:danger', item: { payload: {} } }, ['item', 'payload', 'message']],
    [
      {
        type: 'GoogleForm',
        item: { payload: { fields: [{ id: 'q', label: 'Q', type: 'COLOR' }] } },
      },
      ['item', 'payload', 'fields', 0, 'type'],
    ],
    [{ type: 'debug', item: { payload: { message: 5 } } }, ['item', 'payload', 'message']],
    [{ type: '' }, ['type']],
    [{ item: {} }, ['type']],
  ])('rejects %j at %j', (input, path) => {
    const result = messageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('reads debug messages of any debug type', () => {
    const message = messageSchema.parse({
      type: 'debug:tool',
      item: { payload: { message: 'called', toolName: 'lookup', toolInput: { q: 1 } } },
    });
    expect(isDebugMessage(message)).toBe(true);
    expect(isKnownMessage(message)).toBe(false);
  });

  it("reads a visitor's uploads: a picture with its name, a document line with its file", () => {
    const picture = {
      type: 'visual',
      item: { payload: { image: 'https://f/a.png', name: 'a.png' } },
    };
    expect(messageSchema.parse(picture)).toEqual(picture);
    const file = { url: 'https://f/b.pdf', name: 'b.pdf' };
    const line = { type: 'text', item: { payload: { message: 'File uploaded: b.pdf', file } } };
    expect(messageSchema.parse(line)).toEqual(line);
    const noUrl = { type: 'text', item: { payload: { message: 'x', file: { name: 'b.pdf' } } } };
    expect(messageSchema.safeParse(noUrl).error?.issues[0]?.path).toEqual([
      'item',
      'payload',
      'file',
      'url',
    ]);
  });

  it('keeps message kinds it does not know, untouched', () => {
    const input = { type: 'Carousel3D', item: { payload: { spin: true } }, from: 'bot' };
    expect(messageSchema.parse(input)).toEqual(input);
  });
});
