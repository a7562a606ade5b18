import type { VisitorMessageInput } from '@vg/common/schemas/calls/visitorMessages';
import type { InteractRequest } from './ChatBackend';

/**
 * What the visitor's turn stores for a step, as both chat paths send it
 * (appendMessages): the message the visitor sees when it is not plain text
 * (an upload, a form's hidden submission), else their words. A launch and
 * an action without a label store nothing.
 */
export function visitorMessages(request: InteractRequest, ts = Date.now()): VisitorMessageInput[] {
  if (request.kind === 'launch') return [];
  if (request.kind === 'action' && request.shown) return [request.shown];
  const text = request.kind === 'text' ? request.text : request.label;
  return text ? [{ from: 'human', type: 'text', item: { payload: { message: text } }, ts }] : [];
}
