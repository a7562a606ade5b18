import { useEffect, useState } from 'react';

export type LiveValue<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: Error };

/**
 * Wraps a `watchX(…, onChange, onError)` subscription as React state. `key`
 * identifies the subscription; a new key resubscribes and reports loading
 * again until the first snapshot.
 */
export function useLiveValue<T>(
  key: string | null,
  subscribe: (onChange: (value: T) => void, onError: (error: Error) => void) => () => void,
): LiveValue<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveValue<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    const stop = subscribe(
      (value) => setState({ key, value: { status: 'ready', value } }),
      (error) => setState({ key, value: { status: 'error', error } }),
    );
    return stop;
    // The key names the subscription; `subscribe` is recreated each render.
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
