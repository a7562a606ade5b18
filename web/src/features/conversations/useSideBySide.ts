import { useLayoutEffect, useState, type RefObject } from 'react';

/** The list's width and the least a conversation needs beside it, in rem (with the gap). */
const SIDE_BY_SIDE_REM = 20 + 20 + 1;

/**
 * Whether the list and the open conversation fit side by side in the
 * element: measured in rem, so that a phone, and equally a desktop with
 * large text, shows one pane at a time instead of squeezing the second.
 */
export function useSideBySide(ref: RefObject<HTMLElement | null>): boolean {
  const [sideBySide, setSideBySide] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setSideBySide(element.getBoundingClientRect().width / rootPx >= SIDE_BY_SIDE_REM);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return sideBySide;
}
