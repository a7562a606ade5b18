import {
  TRANSLATE_LANGUAGES,
  translateLanguagesResponseSchema,
  type Region,
  type TranslateLanguagesResponse,
} from '@vg/common';
import { callApi } from './api';

/**
 * GET …/translate: the widget languages and whether answers can be
 * translated by AI here. Unreachable, the built-in list is offered and
 * translation is reported as unknown (null).
 */
export async function loadTranslateLanguages(region: Region): Promise<{
  languages: TranslateLanguagesResponse['languages'];
  aiTranslation: TranslateLanguagesResponse['aiTranslation'] | null;
}> {
  try {
    const answer = translateLanguagesResponseSchema.parse(
      await callApi(region, 'GET', '/translate', { signedIn: false }),
    );
    return { languages: answer.languages, aiTranslation: answer.aiTranslation };
  } catch {
    return { languages: [...TRANSLATE_LANGUAGES], aiTranslation: null };
  }
}
