import { useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './Router';
import { usePreferencesStore } from './store/preferences';
import { dashboardCssVariables, dashboardTheme } from './theme/theme';
import { parseThemeName } from '@vg/common/widgetThemeNames';
import { brandedTheme } from './features/branding/brandedTheme';
import { hostBranding } from './features/branding/hostBranding';

export function App() {
  const themeName = usePreferencesStore((s) => s.themeName);
  const theme = useMemo(() => {
    const branding = hostBranding();
    const base = dashboardTheme(themeName);
    return branding ? brandedTheme(base, branding) : base;
  }, [themeName]);
  const router = useMemo(() => createRouter(), []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={dashboardCssVariables}
      forceColorScheme={parseThemeName(themeName).mode}
    >
      <ModalsProvider>
        {/* Bottom centre: a notice never covers the header's menus and bell. */}
        <Notifications position="bottom-center" />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  );
}
