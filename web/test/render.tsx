import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dashboardTheme } from '../src/theme/theme';

/** Renders inside the app's Mantine theme (test env: no transitions) and a router. */
export function render(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={dashboardTheme('blue-light')} env="test">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    ),
  });
}

export * from '@testing-library/react';
