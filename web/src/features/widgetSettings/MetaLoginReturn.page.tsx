import { useEffect, useState } from 'react';
import { Center, Text } from '@mantine/core';

/** The message the login window sends back to the Channels tab that opened it. */
export interface MetaLoginMessage {
  type: 'vg-meta-login';
  token: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Where Meta's login dialog sends the person back (`/meta-login`): the
 * token in the fragment goes to the Channels tab that opened this window
 * (same origin only), and the window closes.
 */
export function MetaLoginReturn() {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const query = new URLSearchParams(window.location.search);
    const message: MetaLoginMessage = {
      type: 'vg-meta-login',
      token: fragment.get('access_token'),
      state: fragment.get('state') ?? query.get('state'),
      error: query.get('error_description') ?? query.get('error'),
    };
    const opener = window.opener as Window | null;
    if (opener) {
      opener.postMessage(message, window.location.origin);
      setSent(true);
      window.close();
    }
  }, []);
  return (
    <Center mih="100vh" component="main">
      <Text>
        {sent
          ? 'Logged in with Meta. You can close this window.'
          : 'Open this page from the Channels tab to log in with Meta.'}
      </Text>
    </Center>
  );
}
