import type { Page } from 'playwright-core';

/**
 * What a reader cannot see whole inside the regions `selectors` name (WCAG
 * 1.4.4 and 1.4.10): one line per element that is cut off, as
 * '<region> › <element>: <why>'. An element is cut off when it reaches out
 * of a box that hides its overflow (the region's own or one between; out of
 * a box that scrolls up and down, only sideways counts), when
 * its own text overflows it (an ellipsis, a clipped badge), or when it lies
 * beyond the window's right edge (the page would scroll sideways). Hidden
 * elements (no box, `visibility: hidden`, inside `aria-hidden` samples) do
 * not count, nor a one-line excerpt marked `data-excerpt` whose whole text
 * is one click away (an inbox row's last message). An empty list means
 * nothing is cut.
 */
export function clippedContent(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((regions) => {
    const found: string[] = [];
    const SLACK = 1;
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const hidesOverflow = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    for (const selector of regions) {
      const region = document.querySelector(selector);
      if (!region) {
        found.push(`${selector}: not on the page`);
        continue;
      }
      for (const element of [region, ...Array.from(region.querySelectorAll('*'))]) {
        if (
          element.closest('[aria-hidden="true"], [data-excerpt]') ||
          element instanceof SVGElement
        )
          continue;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
        if (box.right > window.innerWidth + SLACK) {
          found.push(`${selector} › ${name(element)}: beyond the window's right edge`);
          continue;
        }
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (
          ownText &&
          hidesOverflow(element) &&
          (element.scrollWidth > element.clientWidth + SLACK ||
            element.scrollHeight > element.clientHeight + SLACK)
        ) {
          found.push(`${selector} › ${name(element)}: its text overflows it`);
          continue;
        }
        // Past a box that scrolls up and down, being out of view above or below is not being cut.
        let scrolled = false;
        for (
          let outer = element.parentElement;
          outer && region.contains(outer);
          outer = outer.parentElement
        ) {
          const scrollsDown = /auto|scroll/.test(getComputedStyle(outer).overflowY);
          if (hidesOverflow(outer)) {
            const frame = outer.getBoundingClientRect();
            const vertical =
              !scrolled &&
              !scrollsDown &&
              (box.top < frame.top - SLACK || box.bottom > frame.bottom + SLACK);
            if (vertical || box.left < frame.left - SLACK || box.right > frame.right + SLACK) {
              found.push(`${selector} › ${name(element)}: cut by ${name(outer).slice(0, 30)}`);
              break;
            }
          }
          scrolled ||= scrollsDown;
        }
      }
    }
    return found;
  }, selectors);
}
