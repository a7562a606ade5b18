import { randomBytes } from 'node:crypto';
import type { FlowCard, FlowDesign, FlowReply, FlowRule } from './flowTypes';

/** Chosen: room for a real flow while the page stays one screen of rules. */
export const FLOW_LIMITS = { rules: 30, messageChars: 2000, linesPerField: 10 } as const;

/**
 * The flow editor's form as a design: the launch reply, each rule
 * (`rule{n}.*`, plus the empty `rule-new.*` to add one; `rule{n}.remove`
 * drops it) and the no-match reply. Each reply field takes one item a line;
 * cards are `Title | description | image URL`. Answers a message a person
 * can act on when something is missing.
 */
export function readDesignForm(form: URLSearchParams): FlowDesign | string {
  const launch = readReply(form, 'launch');
  if (!launch.messages.length) return 'The launch needs at least one message.';
  const noMatch = readReply(form, 'noMatch');
  if (!noMatch.messages.length) return 'The no-match reply needs at least one message.';
  const prefixes = [...new Set([...form.keys()].map((key) => key.split('.')[0]!))].filter(
    (prefix) => /^rule(\d+|-new)$/.test(prefix),
  );
  const rules: FlowRule[] = [];
  for (const prefix of prefixes) {
    if (form.get(`${prefix}.remove`)) continue;
    const keywords = lines(form.get(`${prefix}.keywords`) ?? '', ',');
    const reply = readReply(form, prefix);
    const empty = !reply.messages.length && !reply.cards.length && !reply.imageUrl;
    if (!keywords.length && empty && !reply.buttons.length) continue;
    const name = prefix === 'rule-new' ? 'The new rule' : `Rule ${rules.length + 1}`;
    if (!keywords.length) return `${name} needs at least one keyword.`;
    if (empty) return `${name} needs a message, a card or an image to answer with.`;
    const id = form.get(`${prefix}.id`)?.trim();
    rules.push({
      id: id && /^[\w-]{1,40}$/.test(id) ? id : randomBytes(6).toString('hex'),
      keywords,
      reply,
    });
  }
  if (rules.length > FLOW_LIMITS.rules) return `A flow has at most ${FLOW_LIMITS.rules} rules.`;
  return { launch, rules, noMatch };
}

function readReply(form: URLSearchParams, prefix: string): FlowReply {
  const cards: FlowCard[] = lines(form.get(`${prefix}.cards`) ?? '').map((line) => {
    const [title = '', description = '', imageUrl = ''] = line
      .split('|')
      .map((part) => part.trim());
    return { title, description, imageUrl: webUrl(imageUrl) };
  });
  return {
    messages: lines(form.get(`${prefix}.messages`) ?? ''),
    imageUrl: webUrl(form.get(`${prefix}.imageUrl`)?.trim() ?? ''),
    cards: cards.filter((card) => card.title || card.description),
    buttons: lines(form.get(`${prefix}.buttons`) ?? '').map((label) => label.slice(0, 80)),
    end: form.get(`${prefix}.end`) === 'on',
  };
}

/** Non-empty trimmed items of a field, one a line (or split by `separator`). */
function lines(text: string, separator: string | RegExp = /\r?\n/): string[] {
  return text
    .split(separator)
    .map((line) => line.trim().slice(0, FLOW_LIMITS.messageChars))
    .filter(Boolean)
    .slice(0, FLOW_LIMITS.linesPerField);
}

/** Only http(s) addresses become pictures. */
function webUrl(text: string): string {
  return /^https?:\/\/\S+$/i.test(text) ? text : '';
}
