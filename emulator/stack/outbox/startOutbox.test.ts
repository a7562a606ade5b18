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

  it('keeps long non-ASCII subjects whole, decodes declared charsets and lists attachments', async () => {
    await fetch('http://127.0.0.1:18025/', { method: 'DELETE' });
    const subject =
      'Neue Anfrage von jürgen@example.de — Rückruf gewünscht, bitte heute noch melden: Größe, Maße und Lieferzeit';
    const transport = createTransport({
      host: '127.0.0.1',
      port: 12525,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'Jürgen Groß <jürgen@example.de>',
      to: 'owner@demo.test',
      subject,
      text: 'Bitte rufen Sie zurück.',
      attachments: [{ filename: 'Preisübersicht.csv', content: 'Größe;Preis\nL;12\n' }],
    });
    // nodemailer sends the latin1 buffer as-is; declare its charset as a mail client would.
    await transport.sendMail({
      from: 'team@voiceglow.test',
      to: 'owner@demo.test',
      subject: 'Latin-1 body',
      text: { content: Buffer.from('Grüße aus Köln', 'latin1') },
      encoding: 'latin1',
      headers: { 'Content-Type': 'text/plain; charset=iso-8859-1' },
    } as Parameters<typeof transport.sendMail>[0]);

    const [first, second] = (await (
      await fetch('http://127.0.0.1:18025/messages.json')
    ).json()) as OutboxMessage[];
    expect(first?.subject).toBe(subject);
    expect(first?.from).toContain('jürgen@example.de');
    expect(first?.attachments).toMatchObject([
      { filename: 'Preisübersicht.csv', contentType: 'text/csv', size: 19 },
    ]);
    const file = await fetch(`http://127.0.0.1:18025/messages/${first?.id}/attachments/0`);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toBe('Größe;Preis\nL;12\n');
    expect(second?.text).toBe('Grüße aus Köln');

    const page = await (await fetch('http://127.0.0.1:18025/')).text();
    expect(page).toContain('Preisübersicht.csv');
  });
});
