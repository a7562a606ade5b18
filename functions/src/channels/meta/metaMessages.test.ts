import { describe, expect, it } from 'vitest';
import type { ChannelPart } from '@vg/common';
import { pageBodies, whatsappBodies } from './metaMessages';

interface WaBody {
  type: string;
  text?: { body: string };
  interactive?: {
    type: string;
    body: { text: string };
    action: { buttons?: unknown[]; sections?: { rows: unknown[] }[] };
  };
}
interface PageBody {
  message: { text?: string; quick_replies?: unknown[]; attachment?: unknown };
}

const text = (t: string, labels: string[] = [], url?: string): ChannelPart => ({
  kind: 'text',
  text: t,
  buttons: [...labels.map((label) => ({ label })), ...(url ? [{ label: 'Open', url }] : [])],
});

describe('WhatsApp message bodies', () => {
  it('sends text, reply buttons as interactive buttons and more as a list', () => {
    const [plain, buttons, list] = whatsappBodies('4790012345', [
      text('Hello'),
      text('Pick one', ['Yes', 'No, a much longer label than twenty']),
      text('Sizes', ['36', '37', '38', '39']),
    ]) as WaBody[];
    expect(plain).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '4790012345',
      type: 'text',
      text: { body: 'Hello', preview_url: false },
    });
    expect(buttons!.interactive).toEqual({
      type: 'button',
      body: { text: 'Pick one' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'Yes', title: 'Yes' } },
          {
            type: 'reply',
            reply: { id: 'No, a much longer label than twenty', title: 'No, a much longer la' },
          },
        ],
      },
    });
    expect(list!.interactive!.type).toBe('list');
    expect(list!.interactive!.action.sections![0]!.rows).toHaveLength(4);
  });

  it('puts link buttons in the text and long text before its buttons', () => {
    const bodies = whatsappBodies('1', [
      text('x'.repeat(1100), ['Ok'], 'https://shop.example/a'),
    ]) as WaBody[];
    expect(bodies.map((b) => b.type)).toEqual(['text', 'interactive']);
    expect(bodies[0]!.text!.body).toMatch(/Open: https:\/\/shop\.example\/a$/);
    expect(bodies[1]!.interactive!.body.text).toBe('Choose an option:');
  });

  it('sends an image with its caption, then its buttons', () => {
    const bodies = whatsappBodies('1', [
      {
        kind: 'image',
        url: 'https://shop.example/shoe.png',
        caption: 'Trail Runner',
        buttons: [{ label: 'Buy' }],
      },
    ]) as WaBody[];
    expect(bodies[0]).toMatchObject({
      type: 'image',
      image: { link: 'https://shop.example/shoe.png', caption: 'Trail Runner' },
    });
    expect(bodies[1]).toMatchObject({ type: 'interactive' });
  });
});

describe('Messenger and Instagram message bodies', () => {
  it('sends text with quick replies on its last piece and images as attachments', () => {
    const bodies = pageBodies(
      'psid',
      [
        text('y'.repeat(1500), ['Talk to a person']),
        { kind: 'image', url: 'https://shop.example/shoe.png', caption: '', buttons: [] },
      ],
      1000,
    ) as PageBody[];
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual({
      recipient: { id: 'psid' },
      messaging_type: 'RESPONSE',
      message: { text: 'y'.repeat(1000) },
    });
    expect(bodies[1]!.message.quick_replies).toEqual([
      { content_type: 'text', title: 'Talk to a person', payload: 'Talk to a person' },
    ]);
    expect(bodies[2]!.message.attachment).toEqual({
      type: 'image',
      payload: { url: 'https://shop.example/shoe.png', is_reusable: true },
    });
  });
});
