import { AUTOMATIC_LANG } from '@vg/common';

/**
 * Widget languages offered when the translate service is unreachable; the
 * picker always adds 'automatic' (the visitor's browser language).
 */
export const FALLBACK_LANGUAGES = [
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
] as const;

export function languageOptions(
  languages: readonly { language: string; name: string }[] = FALLBACK_LANGUAGES,
) {
  return [
    { value: AUTOMATIC_LANG, label: 'Automatic (browser language)' },
    ...languages.map((l) => ({ value: l.language, label: `${l.name} (${l.language})` })),
  ];
}
