import { AUTOMATIC_LANG } from '@vg/common';
import type { Passage } from '../types';
import { UI_ENGINE_INSTRUCTION } from './quickReplies';

export interface PromptAgent {
  title?: string;
  description?: string;
  systemPrompt?: string;
  prompt?: string;
  enableAboutContext?: boolean;
  enableUIEngine?: boolean;
}

/** What the runtime knows about the moment and place of the chat (`enableAboutContext`). */
export interface AboutContext {
  now: Date;
  /** The site the widget is embedded on, when the widget said so. */
  origin?: string;
}

/**
 * The instructions the model gets: the owner's system prompt and prompt,
 * the date and the visitor's site (about context), the reply language,
 * the quick-reply convention (UI engine) and the knowledge passages to
 * answer from, numbered so the model can keep to them.
 */
export function buildSystemPrompt(
  agent: PromptAgent,
  passages: readonly Passage[],
  lang?: string,
  about: AboutContext = { now: new Date() },
): string {
  const name = agent.title?.trim() || 'the chat agent';
  const parts: string[] = [
    agent.systemPrompt?.trim() ||
      `You are ${name}, the chat agent on this website. Answer visitors' questions helpfully and briefly.`,
  ];
  if (agent.description?.trim()) parts.push(`About this agent: ${agent.description.trim()}`);
  if (agent.enableAboutContext) parts.push(aboutContext(about));
  if (agent.prompt?.trim()) parts.push(`Instructions from the owner:\n${agent.prompt.trim()}`);
  if (lang && lang !== AUTOMATIC_LANG) parts.push(`Reply in the language with code "${lang}".`);
  if (agent.enableUIEngine) parts.push(UI_ENGINE_INSTRUCTION);
  if (passages.length > 0) {
    const knowledge = passages
      .map((passage, index) => `[${index + 1}] ${passage.docName}\n${passage.text}`)
      .join('\n\n');
    parts.push(
      `Answer from the knowledge below when it is relevant. If it does not contain the answer, say so instead of guessing.\n\n${knowledge}`,
    );
  } else {
    parts.push(
      'No knowledge passage matched this question; say so if you cannot answer it reliably.',
    );
  }
  return parts.join('\n\n');
}

function aboutContext(about: AboutContext): string {
  const when = about.now.toLocaleString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const where = about.origin ? ` The visitor is chatting on ${about.origin}.` : '';
  return `About this conversation: it is ${when} UTC.${where}`;
}
