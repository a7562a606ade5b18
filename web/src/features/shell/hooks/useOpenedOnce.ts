import { useState } from 'react';

/**
 * Whether a dialog has been open at least once: it is rendered from its
 * first opening on (and kept, so it closes with its transition and keeps
 * what was typed in it), not while it has never been asked for. A closed
 * Mantine modal or drawer still renders its portal, focus trap and
 * transition on every render of the page around it.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
