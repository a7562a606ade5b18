/**
 * While the chat covers the page (modal mode, or any popup on a phone) the
 * rest of the page is inert (no focus, no clicks, hidden from screen
 * readers) and does not scroll (the `vgw-lock` class, in STYLES). Only what
 * this lock changed is undone.
 */
export function createPageLock(doc: Document, keep: HTMLElement) {
  let locked: Element[] = [];
  return (lock: boolean) => {
    locked.forEach((child) => child.removeAttribute('inert'));
    locked = lock
      ? Array.from(doc.body.children).filter(
          (child) => !child.contains(keep) && !child.hasAttribute('inert'),
        )
      : [];
    locked.forEach((child) => child.setAttribute('inert', ''));
    doc.documentElement.classList.toggle('vgw-lock', lock);
  };
}
