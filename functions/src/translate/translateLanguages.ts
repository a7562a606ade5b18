import { TRANSLATE_LANGUAGES, type TranslateLanguagesResponse } from '@vg/common';
import { z } from 'zod';
import { loadEnv } from '../env';
import { defineEndpoint } from '../http/endpoint';
import { chooseEngine } from '../runtime/providers/selectProvider';
import { canTranslate } from '../runtime/translate/withTranslation';

export const translateLanguagesInput = z.object({});

/** What the settings say when answers cannot be translated here. */
export const NO_TRANSLATION_MODEL =
  'AI translation needs a language model: set VG_LLM_BASE_URL to a model server, or put a GGUF model file in models/. Until then answers stay in the language of the knowledge base.';

/**
 * GET /translate: the languages the widget can be shown in (the dashboard's
 * picker adds 'automatic') and whether this deployment can translate answers.
 */
export const translateLanguages = defineEndpoint({
  method: 'GET',
  path: '/translate',
  input: translateLanguagesInput,
  handle: async () => {
    const available = canTranslate(chooseEngine(loadEnv()).provider);
    const body: TranslateLanguagesResponse = {
      success: true,
      languages: [...TRANSLATE_LANGUAGES],
      aiTranslation: {
        available,
        message: available
          ? 'Answers are translated by the language model that answers.'
          : NO_TRANSLATION_MODEL,
      },
    };
    return { body };
  },
});
