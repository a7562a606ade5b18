import type { Message } from '@vg/common';

/** Told to the model when the agent's UI engine is on (`enableUIEngine`). */
export const UI_ENGINE_INSTRUCTION =
  'When the visitor would naturally pick from a few options next, end your answer with one line of the form "Buttons: first option | second option" (at most 4 short options). The line is shown as buttons, not as text.';

const BUTTONS_LINE = /\n?[ \t]*Buttons:[ \t]*([^\n]+)[ \t]*$/i;
export const MAX_QUICK_REPLIES = 4;
const MAX_LABEL_CHARS = 60;

/** Splits a model answer into its text and the quick replies of its last "Buttons:" line. */
export function splitQuickReplies(answer: string): { text: string; buttons: string[] } {
  const match = BUTTONS_LINE.exec(answer);
  if (!match?.[1]) return { text: answer, buttons: [] };
  const buttons = [
    ...new Set(
      match[1]
        .split('|')
        .map((label) => label.trim().replace(/^["'[]|["'\]]$/g, ''))
        .filter((label) => label !== '' && label.length <= MAX_LABEL_CHARS),
    ),
  ].slice(0, MAX_QUICK_REPLIES);
  return { text: answer.slice(0, match.index).trimEnd(), buttons };
}

/** A choice message whose buttons send their label as the visitor's text. */
export function choiceMessage(labels: readonly string[], delayMs: number): Message {
  return {
    from: 'bot',
    type: 'choice',
    item: {
      payload: {
        buttons: labels.map((name) => ({ name, request: { type: 'text', payload: name } })),
      },
    },
    delay: delayMs,
  };
}
