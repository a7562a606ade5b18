/**
 * Lower-cases and removes every space. A pasted scheme, path or trailing dot
 * is dropped as well, since only the host name is stored.
 */
export function normaliseDomainInput(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.+$/, '');
}
