/**
 * initMessages as the editor shows them: one text message per line. Stored
 * entries may be plain strings or message objects; text ones ({message} or
 * {text}) become lines, rich ones (with a `type`) are kept as they are,
 * after the text lines.
 */
export function entriesToLines(entries: unknown): string {
  return textEntries(entries).join('\n');
}

export function linesToEntries(text: string, previous: unknown): unknown[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [...lines, ...richEntries(previous)];
}

function textEntries(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (isRich(entry)) return [];
    const record = (entry ?? {}) as { message?: unknown; text?: unknown };
    const value = record.message ?? record.text;
    return typeof value === 'string' ? [value] : [];
  });
}

function richEntries(entries: unknown): unknown[] {
  return Array.isArray(entries) ? entries.filter(isRich) : [];
}

function isRich(entry: unknown): boolean {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as { type?: unknown }).type === 'string'
  );
}
