import { useCallback, useEffect, useRef, useState } from 'react';
import type { MetaLoginResponse, Region } from '@vg/common';
import { metaLogin, metaLoginDialogUrl } from '../../../data/channels';
import type { MetaLoginMessage } from '../MetaLoginReturn.page';

export type MetaLoginState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'ready'; choices: MetaLoginResponse }
  | { status: 'error'; message: string };

/**
 * "Continue with Meta": Meta's login dialog in a window of its own, which
 * comes back to /meta-login and hands the token over; the functions keep a
 * long-lived token and answer the numbers and pages it may connect.
 */
export function useMetaLogin(region: Region, agentId: string) {
  const [state, setState] = useState<MetaLoginState>({ status: 'idle' });
  const expected = useRef<string | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const data = event.data as Partial<MetaLoginMessage> | null;
      if (event.origin !== window.location.origin || data?.type !== 'vg-meta-login') return;
      if (!expected.current || data.state !== expected.current) return;
      expected.current = null;
      if (!data.token) {
        setState({
          status: 'error',
          message: `Error: ${data.error ?? 'the login was cancelled.'}`,
        });
        return;
      }
      metaLogin(region, agentId, data.token).then(
        (choices) => setState({ status: 'ready', choices }),
        (error: unknown) => setState({ status: 'error', message: (error as Error).message }),
      );
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [region, agentId]);

  const start = useCallback(() => {
    // Opened at once (within the click), pointed at Meta once its address is known.
    const popup = window.open('', 'vg-meta-login', 'width=560,height=700');
    const nonce = crypto.randomUUID().replace(/-/g, '');
    expected.current = nonce;
    setState({ status: 'waiting' });
    metaLoginDialogUrl(region, `${window.location.origin}/meta-login`, nonce).then(
      (url) => {
        if (popup) popup.location.href = url;
        else window.open(url, 'vg-meta-login');
      },
      (error: unknown) => {
        popup?.close();
        setState({ status: 'error', message: (error as Error).message });
      },
    );
  }, [region]);

  return { state, start, reset: () => setState({ status: 'idle' }) };
}
