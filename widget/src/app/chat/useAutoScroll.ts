import { isScrolledUp } from '@vg/common/logic/widget/scroll';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Keeps the conversation pinned to the bottom as content arrives, unless the
 * visitor scrolled up: moving up by more than 10 px from the bottom marks the
 * view as scrolled-up, coming back within 10 px re-enables auto-scroll. Only
 * upward movement counts, so a smooth scroll we start ourselves (which
 * passes through positions far from the bottom) never unpins the view.
 *
 * `viewport` is the scrolling element, `content` its inner wrapper whose
 * growth (late images, frames) also keeps a pinned view at the bottom.
 *
 * A closed chat has no layout: its scroll position collapses to the top,
 * which is not the visitor scrolling up. Those moves are ignored, and
 * reopening the chat (`shown` turning true) brings the newest message into
 * view, so replies that arrived meanwhile are not left under the
 * 'New messages' pill.
 */
export function useAutoScroll(contentKey: unknown, shown = true) {
  const viewport = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const [scrolledUp, setScrolledUp] = useState(false);
  const scrolledUpRef = useRef(false);
  const lastTop = useRef(0);

  const mark = useCallback((value: boolean) => {
    scrolledUpRef.current = value;
    setScrolledUp(value);
  }, []);

  const onScroll = useCallback(() => {
    const element = viewport.current;
    if (!element || element.clientHeight === 0) return;
    if (!isScrolledUp(element)) mark(false);
    else if (element.scrollTop < lastTop.current) mark(true);
    lastTop.current = element.scrollTop;
  }, [mark]);

  const scrollToBottom = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    lastTop.current = element.scrollTop;
    mark(false);
  }, [mark]);

  useLayoutEffect(() => {
    if (!scrolledUpRef.current) scrollToBottom();
  }, [contentKey, scrollToBottom]);

  useLayoutEffect(() => {
    if (shown) scrollToBottom();
  }, [shown, scrollToBottom]);

  useEffect(() => {
    const inner = content.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!scrolledUpRef.current) scrollToBottom();
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  return { viewport, content, onScroll, scrolledUp, scrollToBottom };
}
