import { AUTOMATIC_LANG, TRANSLATE_LANGUAGES, type TranslateLanguage } from '@vg/common';

/** The widget-language picker: 'automatic' (the visitor's browser language), then each language. */
export function languageOptions(languages: readonly TranslateLanguage[] = TRANSLATE_LANGUAGES) {
  return [
    { value: AUTOMATIC_LANG, label: 'Automatic (browser language)' },
    ...languages.map((l) => ({ value: l.language, label: `${l.name} (${l.language})` })),
  ];
}
