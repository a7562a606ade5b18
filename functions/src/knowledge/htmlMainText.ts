import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** Parts of a page that are never its content: menus, banners, footers, scripts, forms. */
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'form',
  'nav',
  'aside',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[aria-hidden="true"]',
  '[hidden]',
].join(',');
/** A page's banner and footer; inside an article they are the article's own title and notes. */
const PAGE_EDGES = 'header, footer';

const BLOCKS = new Set([
  'address',
  'article',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'ul',
  'caption',
]);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title']);

/** The parts of a DOM node (linkedom's) the text walk reads. */
interface DomNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  tagName?: string;
}

export interface PageText {
  title: string;
  text: string;
}

/**
 * The readable text of an HTML page without its menus, header and footer:
 * the page's own `<main>`/`<article>` when it marks one, otherwise what
 * Readability (Firefox Reader View) picks as the article, otherwise the body
 * without its navigation. Headings become Markdown `#` lines and list items
 * `-` lines, so the knowledge index keeps the page's sections.
 */
export function htmlMainText(html: string, url?: string): PageText {
  const { document } = parseHTML(html);
  const title = (document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  stripChrome(document);
  const marked = document.querySelector('main, [role="main"], article');
  let root: DomNode | null = marked as DomNode | null;
  if (!root) {
    const article = readArticle(html, url);
    if (article) {
      root = parseHTML(`<!doctype html><html><body>${article}</body></html>`).document
        .body as DomNode;
    }
  }
  const text = blockText(root ?? ((document.body ?? document.documentElement) as DomNode));
  return { title, text };
}

function stripChrome(document: ReturnType<typeof parseHTML>['document']): void {
  for (const element of [...document.querySelectorAll(CHROME)]) element.remove();
  for (const element of [...document.querySelectorAll(PAGE_EDGES)]) {
    if (!element.parentElement?.closest('main, article, [role="main"]')) element.remove();
  }
}

function readArticle(html: string, url: string | undefined): string | null {
  try {
    const { document } = parseHTML(html);
    stripChrome(document);
    if (url) Object.defineProperty(document, 'documentURI', { value: url });
    const article = new Readability(document as unknown as Document, {
      charThreshold: 100,
    }).parse();
    return article?.content && (article.textContent ?? '').trim().length >= 100
      ? article.content
      : null;
  } catch {
    return null;
  }
}

/** Text of an element, one line per block, a blank line between paragraphs. */
export function blockText(root: DomNode | null | undefined): string {
  if (!root) return '';
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line && !/^(#+|-)$/.test(line)) lines.push(line);
    current = '';
  };
  const walk = (node: DomNode) => {
    if (node.nodeType === 3) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node.tagName ?? '').toLowerCase();
    if (SKIPPED.has(tag)) return;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      flush();
      current = `${'#'.repeat(Number(heading[1]))} `;
    } else if (tag === 'li') {
      flush();
      current = '- ';
    } else if (tag === 'tr' || tag === 'br' || BLOCKS.has(tag)) {
      flush();
    }
    for (const child of Array.from(node.childNodes)) walk(child);
    if (tag === 'td' || tag === 'th') current += ' | ';
    else if (heading || tag === 'li' || tag === 'tr' || BLOCKS.has(tag)) flush();
  };
  walk(root);
  flush();
  // Paragraph lines are separated by a blank line; list items stay together.
  return lines
    .map((line, index) => {
      const next = lines[index + 1];
      const together = line.startsWith('- ') && next?.startsWith('- ');
      return together || next === undefined ? line : `${line}\n`;
    })
    .join('\n')
    .replace(/ \| $/gm, '')
    .trim();
}
