import { z } from 'zod';
import { CLIENT_PAGES, TEXT } from '../constants';

export const CUSTOM_TAB_PAGE_TYPES = ['html', 'iframe'] as const;

/**
 * A custom client-dashboard tab of an agency (`customTabs`). A new tab
 * starts as html with empty label, href and icon.
 */
export const customTabSchema = z.looseObject({
  label: z.string().default(''),
  /** Path under the client dashboard, e.g. `/reports` (served at /c/reports). */
  href: z.string().default(''),
  iconUrl: z.string().default(''),
  pageType: z.enum(CUSTOM_TAB_PAGE_TYPES).default('html'),
  htmlContent: z.string().optional(),
  jsContent: z.string().optional(),
  iframeUrl: z.string().optional(),
  alwaysVisible: z.boolean().default(false),
});
export type CustomTab = z.infer<typeof customTabSchema>;

/** Paths of the built-in tabs a custom tab may not take. */
export const RESERVED_TAB_PATHS: readonly string[] = [
  ...CLIENT_PAGES,
  '/overview',
  '/customize-tabs',
];

/**
 * The custom tab list as the editor saves it: each href has a slash, is not a
 * built-in tab's path and is used once. Stored documents are read with the
 * tolerant `customTabSchema`; this applies to what is being saved.
 */
export const customTabsInputSchema = z.array(customTabSchema).superRefine((tabs, ctx) => {
  const seen = new Set<string>();
  tabs.forEach((tab, index) => {
    const path = [index, 'href'];
    if (!tab.href.includes('/')) {
      ctx.addIssue({ code: 'custom', path, message: TEXT.customTabLeadingSlash });
    } else if (RESERVED_TAB_PATHS.includes(tab.href)) {
      ctx.addIssue({ code: 'custom', path, message: TEXT.customTabReserved });
    } else if (seen.has(tab.href)) {
      ctx.addIssue({ code: 'custom', path, message: TEXT.customTabDuplicate });
    }
    seen.add(tab.href);
  });
});
