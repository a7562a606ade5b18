import { useEffect, useState } from 'react';
import { TRANSLATE_LANGUAGES, type TranslateLanguagesResponse } from '@vg/common';
import { loadTranslateLanguages } from '../../../data/translate';
import { useRegion } from '../../shell/hooks/useRegion';

export interface TranslateLanguages {
  languages: TranslateLanguagesResponse['languages'];
  /** Null until the server answered (or when it could not be asked). */
  aiTranslation: TranslateLanguagesResponse['aiTranslation'] | null;
}

/** The languages of GET …/translate for the region, the built-in list until it answers. */
export function useTranslateLanguages(): TranslateLanguages {
  const region = useRegion();
  const [state, setState] = useState<TranslateLanguages>({
    languages: [...TRANSLATE_LANGUAGES],
    aiTranslation: null,
  });
  useEffect(() => {
    let cancelled = false;
    void loadTranslateLanguages(region).then((loaded) => !cancelled && setState(loaded));
    return () => {
      cancelled = true;
    };
  }, [region]);
  return state;
}
