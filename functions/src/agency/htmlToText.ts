/**
 * The readable text of a small HTML message: line breaks for <br> and the
 * ends of blocks, tags removed, the common entities decoded. Agency mail
 * goes out as plain text, so nothing a sender writes runs or renders as
 * markup in the reader's mail client.
 */
export function htmlToText(html: string): string {
  const entities: Record<string, string> = {
    '&nbsp;': ' ',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&amp;': '&',
  };
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
