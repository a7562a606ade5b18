import DOMPurify from 'dompurify';
import { marked } from 'marked';

let hooked = false;

/**
 * Bot text is markdown from the agent (and ultimately from a model), so it is
 * sanitised after rendering. Links open in a new tab and cannot reach the
 * opener.
 */
export function renderMarkdown(text: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  const html = marked.parse(text, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
