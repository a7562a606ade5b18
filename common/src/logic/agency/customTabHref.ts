import { TEXT } from '../../constants';
import { RESERVED_TAB_PATHS } from '../../schemas/customTab';

/**
 * The href of an agency's custom client-dashboard tab, checked while it is
 * typed. The same three rules guard the saved list in `customTabsInputSchema`.
 */

/** `otherHrefs` are the hrefs of the other tabs in the list. */
export function validateCustomTabHref(href: string, otherHrefs: readonly string[]): string | null {
  if (!href.includes('/')) return TEXT.customTabLeadingSlash;
  if (RESERVED_TAB_PATHS.includes(href)) return TEXT.customTabReserved;
  if (otherHrefs.includes(href)) return TEXT.customTabDuplicate;
  return null;
}

/** The first problem of each tab of a list, by index; empty when all pass. */
export function validateCustomTabList(tabs: readonly { href: string }[]): Record<number, string> {
  const errors: Record<number, string> = {};
  tabs.forEach((tab, index) => {
    const earlier = tabs.slice(0, index).map((other) => other.href);
    const error = validateCustomTabHref(tab.href, earlier);
    if (error) errors[index] = error;
  });
  return errors;
}

/** Dashboard route that previews a custom tab: /app/{region}/c{href}. */
export function customTabPreviewPath(region: string, href: string): string {
  return `/app/${region}/c${href}`;
}
