import { useMemo } from 'react';
import { useChatStore } from '../store/chatStore';
import { translator, type Translate } from './i18n';

/** `t(key, values)` in the widget's current language. */
export function useT(): Translate {
  const dictionary = useChatStore((state) => state.dictionary);
  return useMemo(() => translator(dictionary), [dictionary]);
}
