import { useLayoutEffect, useRef, useState } from 'react';

const BOTTOM_GAP_PX = 16;

/**
 * Height that fills the window below the element's top, kept up to date on
 * resize: the chat panes scroll inside themselves rather than the page.
 */
export function useFillHeight<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(600);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(0, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}
