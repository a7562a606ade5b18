import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF with the given lines, as a PDF writer makes it. */
export async function pdfFixture(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 790 - index * 20, size: 12, font });
  });
  return pdf.save();
}

/** A real Word document: a heading and paragraphs. */
export async function docxFixture(heading: string, paragraphs: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ text })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
