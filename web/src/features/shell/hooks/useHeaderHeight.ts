import { useCallback, useRef, useState } from 'react';

/**
 * The height an AppShell header must have to show its bar whole: the bar's
 * own height, which grows when large text makes it wrap onto more lines.
 * Returned in Mantine's units (px at the 16 px root, turned into rem by
 * AppShell), never below `least`, so the page below moves down with it.
 */
export function useHeaderHeight(least: number): {
  ref: (element: HTMLElement | null) => void;
  height: number;
} {
  const [height, setHeight] = useState(least);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      const measure = () => {
        const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
        const inMantineUnits = Math.ceil((element.getBoundingClientRect().height / rootPx) * 16);
        setHeight(Math.max(least, inMantineUnits));
      };
      measure();
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    },
    [least],
  );
  return { ref, height };
}
