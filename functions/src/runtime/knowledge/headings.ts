/**
 * Lines of a document that read as headings: Markdown '#' lines, or short
 * lines without closing punctuation that are followed by more text.
 */
export function isHeading(line: string, next: string | undefined): boolean {
  const text = line.trim();
  if (/^#{1,6}\s+\S/.test(text)) return true;
  return (
    text.length > 0 &&
    text.length <= 60 &&
    !/[.!?:;,]$/.test(text) &&
    next !== undefined &&
    next.trim().length > text.length
  );
}

/** The heading text without Markdown marks. */
export function headingText(line: string): string {
  return line.trim().replace(/^#{1,6}\s+/, '');
}
