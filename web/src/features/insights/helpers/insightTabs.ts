/** The agent pages the insights area serves. */
export const INSIGHT_TABS: ReadonlySet<string> = new Set([
  'home',
  'analytics',
  'leads',
  'campaigns',
  'metrics',
]);
