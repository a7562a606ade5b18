import type { ReactNode } from 'react';
import { Loader, Text } from '@mantine/core';
import type { LiveValue } from '../../../data/hooks/useLiveValue';

/**
 * A live list's states as the workspace pages show them: a small loader,
 * the error's text, a dimmed line when empty, else the list itself.
 */
export function LiveListView<T>({
  live,
  loadingLabel,
  empty,
  children,
}: {
  live: LiveValue<T[]>;
  loadingLabel: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (live.status === 'loading')
    return <Loader role="status" size="xs" aria-label={loadingLabel} />;
  if (live.status === 'error') {
    return (
      <Text size="sm" c="red.8">
        {live.error.message}
      </Text>
    );
  }
  if (live.value.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return <>{children(live.value)}</>;
}
