import { describe, expect, it } from 'vitest';
import { visitorUploadMessage, type Message, type Turn } from '@vg/common';
import { makeTurn, textMessage } from '../chat/convos/turns';
import { transcriptText } from './transcriptText';

const upload = (url: string, name: string) => visitorUploadMessage({ url, name }) as Message;

describe('transcriptText', () => {
  it("gives the team a link to each of the visitor's uploads, with the full file name", () => {
    const turns: Turn[] = [
      makeTurn('human', [textMessage('human', 'My sole came off', 0)], 's'),
      makeTurn('human', [upload('https://files.example/a1.png', 'trail-shoe-sole.png')], 's'),
      makeTurn(
        'human',
        [upload('https://files.example/b2.pdf', 'warranty-card-trail-shoes.pdf')],
        's',
      ),
      makeTurn('bot', [textMessage('bot', 'Sorry to hear that!', 0)], 's'),
    ];
    expect(transcriptText(turns)).toBe(
      [
        'Visitor: My sole came off',
        'Visitor: Picture trail-shoe-sole.png: https://files.example/a1.png',
        'Visitor: File uploaded: warranty-card-trail-shoes.pdf: https://files.example/b2.pdf',
        'Agent: Sorry to hear that!',
      ].join('\n'),
    );
  });

  it('leaves out hidden form submissions and says when nothing was said', () => {
    const form: Message = { type: 'VGVF_Channel', from: 'human', item: { payload: '{"a":1}' } };
    expect(transcriptText([makeTurn('human', [form], 's')])).toBe('(no messages yet)');
  });
});
