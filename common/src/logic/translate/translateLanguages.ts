import { AUTOMATIC_LANG } from '../../constants';

/** One language the widget can be shown in and answers translated to. */
export interface TranslateLanguage {
  /** ISO 639-1 code, as stored in the agent's `lang` and `AITranslateTo`. */
  language: string;
  name: string;
}

/**
 * The languages of GET …/translate, in the picker's order. The widget's own
 * texts exist in English, German, French and Spanish; the others are reached
 * by AI translation of the answers.
 */
export const TRANSLATE_LANGUAGES: readonly TranslateLanguage[] = [
  { language: 'en', name: 'English' },
  { language: 'de', name: 'German' },
  { language: 'fr', name: 'French' },
  { language: 'es', name: 'Spanish' },
  { language: 'it', name: 'Italian' },
  { language: 'pt', name: 'Portuguese' },
  { language: 'nl', name: 'Dutch' },
  { language: 'pl', name: 'Polish' },
  { language: 'sv', name: 'Swedish' },
  { language: 'tr', name: 'Turkish' },
  { language: 'ar', name: 'Arabic' },
  { language: 'hi', name: 'Hindi' },
  { language: 'ja', name: 'Japanese' },
  { language: 'zh', name: 'Chinese' },
];

/** The language's English name, or null for a code that is not offered. */
export function translateLanguageName(code: string | undefined): string | null {
  const wanted = code?.trim().toLowerCase().split(/[-_]/)[0];
  return TRANSLATE_LANGUAGES.find((entry) => entry.language === wanted)?.name ?? null;
}

/**
 * The language answers are translated to: the agent's `AITranslateTo`, else
 * the widget's language (the visitor's browser language when the widget is
 * on 'automatic'); null when neither names an offered language.
 */
export function answerLanguage(
  translateTo: string | undefined,
  widgetLang: string | undefined,
): string | null {
  for (const candidate of [translateTo, widgetLang]) {
    if (!candidate || candidate === AUTOMATIC_LANG) continue;
    const code = candidate.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (translateLanguageName(code)) return code;
  }
  return null;
}
