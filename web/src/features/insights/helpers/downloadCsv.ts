import { toCsv } from '@vg/common';

/** Saves rows as a CSV file in the browser (UTF-8 with BOM, so spreadsheets read accents). */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const blob = new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
