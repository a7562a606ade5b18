import { describe, expect, it } from 'vitest';
import { extractFileText, kindOfContentType, kindOfFileName } from './extractFileText';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { docxFixture, pdfFixture } from './testing/knowledgeFixtures';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('extractFileText', () => {
  it('reads the text of a PDF', async () => {
    const pdf = await pdfFixture([
      'Warranty terms',
      'Every Glowbird lamp is covered for seven years.',
    ]);
    const { text } = await extractFileText(pdf, 'pdf');
    expect(text).toContain('Warranty terms');
    expect(text).toContain('Every Glowbird lamp is covered for seven years.');
  });

  it('reads the text of a Word document', async () => {
    const docx = await docxFixture('Returns', [
      'Returns are free within 30 days.',
      'Keep the receipt.',
    ]);
    const { text } = await extractFileText(docx, 'docx');
    expect(text).toMatch(/Returns\s+Returns are free within 30 days\.\s+Keep the receipt\./);
  });

  it('names each CSV value by its column', async () => {
    const csv = 'Plan,Price,"Seats, included"\nStarter,10 EUR,1\nPro,"25 EUR",5\n';
    const { text } = await extractFileText(utf8(csv), 'csv');
    expect(text.split('\n')).toEqual([
      'Plan: Starter; Price: 10 EUR; Seats, included: 1.',
      'Plan: Pro; Price: 25 EUR; Seats, included: 5.',
    ]);
  });

  it('keeps Markdown and plain text as written, without a byte-order mark', async () => {
    const { text } = await extractFileText(
      utf8('\uFEFF# Hours\n\nOpen 9-5, Monday to Friday.'),
      'markdown',
    );
    expect(text).toBe('# Hours\n\nOpen 9-5, Monday to Friday.');
    const latin1 = Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x70, 0x65, 0x6e]);
    expect((await extractFileText(latin1, 'text')).text).toBe('Café open');
  });

  it('reads the main text of an HTML file, not its menu and footer', async () => {
    const html = `<!doctype html><html><head><title>Opening hours</title></head><body>
      <header><nav><a href="/">Home</a> <a href="/shop">Shop the catalogue</a></nav></header>
      <main><h1>Opening hours</h1><p>The workshop opens Tuesday to Saturday.</p>
      <ul><li>Tuesday 10-18</li><li>Saturday 10-14</li></ul></main>
      <footer>Copyright Glowbird. Subscribe to the newsletter.</footer></body></html>`;
    const { text, title } = await extractFileText(utf8(html), 'html');
    expect(title).toBe('Opening hours');
    expect(text).toBe(
      '# Opening hours\n\nThe workshop opens Tuesday to Saturday.\n\n- Tuesday 10-18\n- Saturday 10-14',
    );
    expect(text).not.toMatch(/catalogue|newsletter/);
  });

  it('refuses a damaged PDF, a damaged Word file and a binary "text" with a reason', async () => {
    const junk = Uint8Array.from([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0x01, 0x02,
    ]);
    await expect(extractFileText(junk, 'pdf')).rejects.toThrow(
      /not a readable PDF.*save it again as PDF/,
    );
    await expect(extractFileText(utf8('not a zip'), 'docx')).rejects.toThrow(
      /not a readable Word document/,
    );
    await expect(
      extractFileText(Uint8Array.from([0x81, 0x00, 0x02, 0xff]), 'text'),
    ).rejects.toThrow(KnowledgeSourceError);
  });

  it('says when a file holds no text', async () => {
    const blank = await pdfFixture([]);
    await expect(extractFileText(blank, 'pdf')).rejects.toThrow(/holds no text.*scanned/);
    await expect(extractFileText(utf8('  \n '), 'text')).rejects.toThrow(/holds no text/);
  });
});

describe('file kinds', () => {
  it('by name and by content type', () => {
    expect(kindOfFileName('Price List.CSV')).toBe('csv');
    expect(kindOfFileName('notes.markdown')).toBe('markdown');
    expect(kindOfFileName('page.htm')).toBe('html');
    expect(kindOfFileName('old.doc')).toBeNull();
    expect(kindOfFileName('noextension')).toBeNull();
    expect(kindOfContentType('text/html; charset=utf-8')).toBe('html');
    expect(kindOfContentType('application/pdf')).toBe('pdf');
    expect(kindOfContentType('image/png')).toBeNull();
  });
});
