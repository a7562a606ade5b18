import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import type { OutboxMessage } from './OutboxMessage';
import { startOutbox, type Outbox } from './startOutbox';

describe('e-mail outbox', () => {
  let outbox: Outbox;
  beforeAll(async () => {
    outbox = await startOutbox({ host: '127.0.0.1', smtpPort: 12525, webPort: 18025 });
  });
  afterAll(() => outbox.close());

  it('receives what nodemailer sends over SMTP and lists it on the page and as JSON', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: 12525,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'Support Team <team@voiceglow.test>',
      to: 'owner@demo.test',
      subject: 'Your login code — 123456',
      text: 'Use the code 123456 to sign in. Ünïcode survives.',
      html: '<p>Use the code <b>123456</b> to sign in.</p>',
    });
    const list = (await (
      await fetch('http://127.0.0.1:18025/messages.json')
    ).json()) as OutboxMessage[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      subject: 'Your login code — 123456',
      to: 'owner@demo.test',
      envelopeTo: ['owner@demo.test'],
    });
    expect(list[0]?.text).toBe('Use the code 123456 to sign in. Ünïcode survives.');
    expect(list[0]?.html).toContain('<b>123456</b>');

    const page = await (await fetch('http://127.0.0.1:18025/')).text();
    expect(page).toContain('Your login code — 123456');
    expect(page).toContain('Ünïcode survives.');
  });
});
