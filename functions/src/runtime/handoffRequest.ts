/**
 * A visitor asking for a person rather than the bot: "talk to a human",
 * "can I speak with someone", "connect me to an agent", "live chat".
 */
const ASKS_FOR_PERSON =
  /\b(talk|speak|chat|connect|transfer|put)\b.*\b(human|person|someone|somebody|agent|representative|operator|staff|team)\b|\b(live (chat|agent|person)|real (person|human)|human agent)\b/i;

export function asksForPerson(text: string): boolean {
  return ASKS_FOR_PERSON.test(text);
}

export const HANDOFF_REPLY = 'Let me connect you with a member of our team.';
