import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { loadDictionary, resolveLanguage, translateRuleText, translator } from './i18n';

describe('widget language', () => {
  it("uses the agent's language, or the browser's for 'automatic', else English", () => {
    expect(resolveLanguage('de', ['fr-FR'])).toBe('de');
    expect(resolveLanguage('automatic', ['it-IT', 'es-MX', 'en'])).toBe('es');
    expect(resolveLanguage(undefined, ['fr-CA'])).toBe('fr');
    expect(resolveLanguage('automatic', ['ja'])).toBe('en');
    expect(resolveLanguage('pt', ['de'])).toBe('en');
  });

  it('translates every text in every language, keeping the placeholders', () => {
    for (const dictionary of [de, fr, es]) {
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(dictionary[key].match(/\{\w+\}/g) ?? []).toEqual(en[key].match(/\{\w+\}/g) ?? []);
        expect(dictionary[key].trim()).not.toBe('');
      }
    }
  });

  it("keeps the spec's exact English texts", () => {
    const t = translator(en);
    expect(t('tokensConsumedTitle')).toBe('Tokens Consumed');
    expect(t('tokensConsumedBody')).toBe('Please contact us ASAP.');
    expect(t('noTurns')).toBe('No turns found');
    expect(t('somethingWrong')).toBe('Something went wrong!');
    expect(t('maxSelection', { max: 3 })).toBe('Maximum selection is 3 items.');
    expect(t('maxSize', { max: 30 })).toBe('Max size: 30 MBs');
    expect(t('intentValueNull')).toBe('Intent value is null');
    expect(t('linkValueNull')).toBe('Link value is null');
  });

  it('loads a dictionary on demand and translates the shared rules texts', async () => {
    const t = translator(await loadDictionary('de'));
    expect(t('close')).toBe('Schließen');
    expect(translateRuleText(t, 'Please input a valid email.')).toBe(de.invalidEmail);
    expect(translateRuleText(t, 'Something else')).toBe('Something else');
  });
});
