import type { Region } from '@vg/common';

/**
 * The same page in the other region. Agent pages go to the agent list: an
 * agent lives in one region only, and opening it elsewhere would bounce back.
 */
export function regionSwitchPath(pathname: string, next: Region): string {
  const match = /^\/app\/(eu|na)(\/.*)?$/.exec(pathname);
  if (!match) return `/app/${next}/agents`;
  const rest = match[2] ?? '';
  if (/^\/agents\/[^/]+/.test(rest)) return `/app/${next}/agents`;
  return `/app/${next}${rest}`;
}
