import { describe, expect, it } from 'vitest';
import { answerLanguage, translateLanguageName, TRANSLATE_LANGUAGES } from './translateLanguages';

describe('translate languages', () => {
  it('lists each language once, by its two-letter code', () => {
    const codes = TRANSLATE_LANGUAGES.map((entry) => entry.language);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}$/);
  });

  it('names a language by its code or a browser tag', () => {
    expect(translateLanguageName('de')).toBe('German');
    expect(translateLanguageName('pt-BR')).toBe('Portuguese');
    expect(translateLanguageName('xx')).toBeNull();
    expect(translateLanguageName(undefined)).toBeNull();
  });

  it('translates to AITranslateTo first, else to the widget language, never to automatic', () => {
    expect(answerLanguage('fr', 'de')).toBe('fr');
    expect(answerLanguage('', 'de-AT')).toBe('de');
    expect(answerLanguage(undefined, 'automatic')).toBeNull();
    expect(answerLanguage('klingon', 'es')).toBe('es');
    expect(answerLanguage(undefined, undefined)).toBeNull();
  });
});
