import { SCROLL_THRESHOLD_PX } from '../../constants';

/**
 * Auto-scroll of the conversation. The view follows new content unless the
 * visitor has scrolled up more than 10 px from the bottom; coming back within
 * 10 px resumes following.
 */

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function distanceFromBottom({
  scrollTop,
  scrollHeight,
  clientHeight,
}: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

export function isScrolledUp(metrics: ScrollMetrics): boolean {
  return distanceFromBottom(metrics) > SCROLL_THRESHOLD_PX;
}

/** Whether new content should scroll the view to the bottom. */
export function shouldAutoScroll(metrics: ScrollMetrics): boolean {
  return !isScrolledUp(metrics);
}
