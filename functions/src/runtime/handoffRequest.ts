/**
 * Does the visitor ask for a person instead of the bot? A small intent
 * matcher over the normalised text: a request shape ("talk to …", "I want
 * …", "connect me with …") must lead to a person ("a human", "support",
 * "a real agent"), or the message is only the person ("human please",
 * "live agent"). A request that is negated ("I don't need a human") does not
 * count. The phrasings it must and must not catch are the table in
 * handoffRequest.test.ts.
 */

/** Who the visitor may ask for. "team" counts only as "your/the/support team" (not "my team order"). */
const PERSON =
  '(?:(?:real|live|actual|human|other|customer service|customer support|support|service)\\s+)?' +
  '(?:human(?: being| agent)?s?|person|people|someone|somebody|anyone|anybody|agents?|' +
  'representatives?|reps?|operators?|staff|supervisor|manager|support|customer (?:service|support|care)|' +
  'help ?desk|(?:your|the|a|support|service) team(?: member)?|team member|member of (?:your|the) team)';

/** Words that may stand between the request and the person ("a", "one of your", "to a"). */
const FILLER =
  '(?:(?:to|with|a|an|the|your|some|one of your|one of the|someone from|somebody from)\\s+){0,3}';

const PATTERNS: RegExp[] = [
  // "talk to a human", "speak with support", "connect me to an agent", "transfer me to your team"
  new RegExp(
    `\\b(?:talk|speak|chat|connect|transfer|escalate|reach|contact|put me through|get me through|hand me over|pass me)(?:\\s+me)?\\s+${FILLER}${PERSON}\\b`,
  ),
  // "I want a human", "can I get a real agent", "I need someone from support"
  new RegExp(`\\b(?:want|need|get|have|see|give me|request|like)\\s+${FILLER}${PERSON}\\b`),
  // "is there a human", "are you a real person" are questions about the bot, not requests:
  // only the plain names of a person-to-person chat count on their own.
  /\b(?:live (?:chat|agent|person|support|help)|real (?:person|human|agent)|human agent|human support|human being)\b/,
];

/** The whole message is just the person ("human", "agent please", "operator!"). */
const ONLY_PERSON =
  /^(?:(?:a|an|the)\s+)?(?:human|person|agent|representative|operator|real person|live agent|customer service|support)(?:\s+(?:please|pls|now|asap))?$/;

/** "I don't want a human", "no need for an agent", "not a bot question, never mind the team". */
const NEGATED =
  /\b(?:don'?t|do not|doesn'?t|does not|won'?t|no need|never|without|not)\b(?:\s+\w+){0,3}\s+(?:to\s+)?(?:talk|speak|chat|want|need|get|connect|human|person|agent|someone)/;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function asksForPerson(text: string): boolean {
  const words = normalise(text);
  if (!words || NEGATED.test(words)) return false;
  return ONLY_PERSON.test(words) || PATTERNS.some((pattern) => pattern.test(words));
}

export const HANDOFF_REPLY = 'Let me connect you with a member of our team.';
