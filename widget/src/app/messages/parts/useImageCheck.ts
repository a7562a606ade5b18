import { CARD_IMAGE_CHECK_DELAY_MS } from '@vg/common/constants';
import { useEffect, useState } from 'react';

export type ImageCheck = 'checking' | 'available' | 'missing';

/**
 * A card image is checked with a HEAD request 250 ms after the card appears
 * and shown only if it answers. A server that refuses cross-origin HEAD
 * (network/CORS error, no status to read) is given the benefit of the doubt:
 * the `<img>` itself then reports a failure.
 */
export function useImageCheck(
  url: string | undefined,
  fetchImpl: typeof fetch = fetch,
): ImageCheck {
  const [state, setState] = useState<ImageCheck>(url ? 'checking' : 'missing');
  useEffect(() => {
    if (!url) return setState('missing');
    setState('checking');
    let active = true;
    const timer = setTimeout(() => {
      fetchImpl(url, { method: 'HEAD' })
        .then((response) => active && setState(response.ok ? 'available' : 'missing'))
        .catch(() => active && setState('available'));
    }, CARD_IMAGE_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [url, fetchImpl]);
  return state;
}
