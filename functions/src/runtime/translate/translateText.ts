import { translateLanguageName } from '@vg/common';
import type { ModelProvider } from '../types';

export interface Translation {
  text: string;
  tokens: number;
}

/**
 * Has the model put `text` into the language `code` (an offered language,
 * see TRANSLATE_LANGUAGES). The instruction asks for the translation only,
 * keeping links, numbers and markdown; an empty or failed answer keeps the
 * original, so a visitor is never left without a reply.
 */
export async function translateText(
  provider: ModelProvider,
  model: string,
  text: string,
  code: string,
  signal?: AbortSignal,
): Promise<Translation> {
  const language = translateLanguageName(code);
  if (!language || !text.trim()) return { text, tokens: 0 };
  const system =
    `Translate the user's message into ${language}. ` +
    'Answer with the translation only: no quotes, no notes. Keep links, e-mail addresses, numbers, ' +
    'names and markdown formatting as they are. If the message is already in ' +
    `${language}, repeat it unchanged.`;
  const reply = await provider.reply(
    {
      model,
      system,
      history: [{ role: 'user', content: text }],
      question: text,
      passages: [],
      temperature: 0,
    },
    signal ? { signal } : {},
  );
  const translated = reply.text.trim();
  return {
    text: translated && !reply.cancelled ? translated : text,
    tokens: reply.usage.promptTokens + reply.usage.completionTokens,
  };
}
