import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box, ScrollArea, Text } from '@mantine/core';
import type { ConversationRecord } from '../../../data/conversations';
import {
  type HeldRow,
  OVERSCAN,
  ROW_GAP,
  ROW_HEIGHT,
  heldShift,
  listWindow,
  rowHeightFor,
  scrollToShow,
} from '../helpers/listWindow';
import { ConversationRow } from './ConversationRow';

const PADDING = 4;
/** Rows in view whose place is held when the list changes above them. */
const HELD_ROWS = 3;
/** Keys that move focus between entries, and where each one goes. */
const MOVES: Record<string, (index: number, count: number, perScreen: number) => number> = {
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  PageDown: (index, count, perScreen) => Math.min(count - 1, index + perScreen),
  PageUp: (index, _count, perScreen) => Math.max(0, index - perScreen),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The agent's conversations in the order given, with their hand-off state.
 * Only the rows in view (and a few either side) are in the page, so a list
 * of thousands scrolls as lightly as one of ten; `onEndReached` asks for the
 * next older page as the end nears. Entries are buttons in a list: Tab and
 * the arrow keys (Home, End, Page Up/Down) move between them, and the
 * focused one stays rendered while it is scrolled out of view. Rows are as
 * tall as a hidden sample row measured at the reader's text size and
 * spacing, re-measured whenever those (or the fonts) change, so enlarged
 * text is never clipped.
 */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  empty = 'No conversations yet.',
  footer,
  onEndReached,
  loadingMore = false,
}: {
  conversations: readonly ConversationRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** What an empty list says. */
  empty?: string | undefined;
  /** Below the list (e.g. a button loading older conversations). */
  footer?: ReactNode;
  /** Asks for more rows as the end nears; absent when there are no more. */
  onEndReached?: (() => void) | undefined;
  /** More rows are on their way (nothing more is asked for meanwhile). */
  loadingMore?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const stride = rowHeight + ROW_GAP;
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  // The first rows in view, to hold them in place when rows arrive above.
  const anchor = useRef<HeldRow[]>([]);

  const count = conversations.length;
  const hasRows = count > 0;
  const focusedIndex = focusedId ? conversations.findIndex((c) => c.id === focusedId) : -1;
  const rows = listWindow(count, scrollTop, viewportHeight, focusedIndex, rowHeight);
  const lastInView = rows.at(-1) ?? -1;

  const scrollTo = (top: number) => {
    if (viewport.current) viewport.current.scrollTop = top;
    remember(top);
  };
  const remember = (top: number) => {
    setScrollTop(top);
    const first = Math.floor(top / stride);
    anchor.current = conversations
      .slice(first, first + HELD_ROWS)
      .map((row, offset) => ({ id: row.id, index: first + offset }));
  };

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setViewportHeight(element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasRows]);

  useLayoutEffect(() => {
    const element = probe.current;
    if (!element) return;
    const measure = () => setRowHeight(rowHeightFor(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasRows]);

  // When the text size changes, the first row in view stays first.
  const measuredStride = useRef(stride);
  useLayoutEffect(() => {
    if (measuredStride.current === stride) return;
    measuredStride.current = stride;
    const first = anchor.current[0];
    if (first && scrollTop > 0) scrollTo(first.index * stride);
  });

  // A conversation arriving (or a hand-off pinned) above the rows in view does not move them.
  useLayoutEffect(() => {
    if (scrollTop === 0) return;
    const shift = heldShift(anchor.current, (id) => conversations.findIndex((c) => c.id === id));
    if (shift !== 0) scrollTo(scrollTop + shift * stride);
  });

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    const rendered = list.current?.querySelectorAll<HTMLElement>('[data-convo-id]') ?? [];
    Array.from(rendered)
      .find((row) => row.dataset.convoId === id)
      ?.focus({ preventScroll: true });
  });

  useEffect(() => {
    if (onEndReached && !loadingMore && hasRows && lastInView >= count - 1 - OVERSCAN)
      onEndReached();
  }, [onEndReached, loadingMore, hasRows, count, lastInView]);

  if (count === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {empty}
      </Text>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key];
    const id = (event.target as HTMLElement)
      .closest('[data-convo-id]')
      ?.getAttribute('data-convo-id');
    if (!move || !id) return;
    const from = conversations.findIndex((c) => c.id === id);
    const perScreen = Math.max(1, Math.floor((viewportHeight || stride * 10) / stride));
    const to = move(from, count, perScreen);
    event.preventDefault();
    const target = conversations[to];
    if (!target || to === from) return;
    // Rows start below the list's top padding.
    scrollTo(scrollToShow(to, scrollTop - PADDING, viewportHeight, rowHeight) + PADDING);
    pendingFocus.current = target.id;
    setFocusedId(target.id);
  };

  return (
    <ScrollArea
      h="100%"
      type="auto"
      viewportRef={viewport}
      onScrollPositionChange={({ y }) => remember(y)}
    >
      <div
        ref={probe}
        aria-hidden
        style={{
          position: 'absolute',
          top: 0,
          left: PADDING,
          right: PADDING,
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        <ConversationRow conversation={conversations[0]!} selected={false} sample />
      </div>
      <Box
        component="ul"
        ref={list}
        m={0}
        p={PADDING}
        aria-label="Conversations"
        data-rows={count}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const id = (event.target as HTMLElement).getAttribute('data-convo-id');
          if (id) setFocusedId(id);
        }}
        onBlur={(event) => {
          if (!list.current?.contains(event.relatedTarget as Node | null)) setFocusedId(null);
        }}
        style={{
          listStyle: 'none',
          position: 'relative',
          boxSizing: 'content-box',
          height: count * stride - ROW_GAP,
        }}
      >
        {rows.map((index) => {
          const conversation = conversations[index]!;
          return (
            <Box
              component="li"
              key={conversation.id}
              aria-setsize={onEndReached ? -1 : count}
              aria-posinset={index + 1}
              style={{
                position: 'absolute',
                top: PADDING + index * stride,
                left: PADDING,
                right: PADDING,
                height: rowHeight,
              }}
            >
              <ConversationRow
                conversation={conversation}
                selected={conversation.id === selectedId}
                onSelect={onSelect}
              />
            </Box>
          );
        })}
      </Box>
      {footer && <Box p={4}>{footer}</Box>}
    </ScrollArea>
  );
}
