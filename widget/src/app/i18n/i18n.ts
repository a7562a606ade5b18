import { AUTOMATIC_LANG, DEFAULT_LANG } from '@vg/common/constants';
import { en, type Dictionary, type TextKey } from './en';

export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The widget language: the agent's `lang`, where 'automatic' means the first
 * browser language we have texts for. Unknown languages fall back to English.
 */
export function resolveLanguage(
  agentLang: string | undefined,
  browserLanguages: readonly string[],
): Language {
  const wanted =
    !agentLang || agentLang === AUTOMATIC_LANG ? browserLanguages : [agentLang, DEFAULT_LANG];
  for (const tag of wanted) {
    const base = tag.toLowerCase().split(/[-_]/)[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** English ships with the app; the others load on demand (a few hundred bytes each). */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  switch (language) {
    case 'de':
      return (await import('./de')).de;
    case 'fr':
      return (await import('./fr')).fr;
    case 'es':
      return (await import('./es')).es;
    default:
      return en;
  }
}

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** Builds `t(key, { name })`, filling `{name}` placeholders. */
export function translator(dictionary: Dictionary): Translate {
  return (key, values) => {
    const template = dictionary[key] ?? en[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

const SPEC_TEXT_KEYS: Record<string, TextKey> = {
  [en.invalidEmail]: 'invalidEmail',
  [en.invalidPhone]: 'invalidPhone',
  [en.requiredFields]: 'requiredFields',
  [en.fieldRequired]: 'fieldRequired',
};

/** The shared rules answer in the spec's English; this shows them in the widget language. */
export function translateRuleText(t: Translate, text: string): string {
  const key = SPEC_TEXT_KEYS[text];
  return key ? t(key) : text;
}
