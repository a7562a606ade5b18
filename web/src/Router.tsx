import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { FullPageLoader } from './features/shell/components/FullPageLoader';
import { RegionGuard } from './features/shell/components/RegionGuard';
import { PublicLayout } from './features/public/components/PublicLayout';
import { NotFoundPage } from './features/public/NotFoundPage.page';
import { hostBranding } from './features/branding/hostBranding';
import { LEGAL_PAGES } from './features/public/legalPages';

/** Keeps ?vg_id= when /agents/vf?vg_id=… opens its default tab. */
function AgentIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={`overview${search}`} replace />;
}

/** /c/{href} → /app/{region}/c/{href}, the region being the branded agency's. */
function CustomTabRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/app/${hostBranding()?.region ?? 'eu'}${pathname}${search}`} replace />;
}

/**
 * Every route of the dashboard, as the spec lists them. Pages load lazily so
 * the first screen only pays for the shell.
 */
const pages: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('./features/public/HomePage.page')).HomePage,
        }),
      },
      {
        path: '/pricing',
        lazy: async () => ({
          Component: (await import('./features/public/PricingPage.page')).PricingPage,
        }),
      },
      ...LEGAL_PAGES.map((page): RouteObject => ({
        path: page.path,
        lazy: async () => ({
          Component: (await import('./features/public/LegalPage.page')).LegalPage,
        }),
      })),
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import('./features/auth/LoginPage.page')).LoginPage,
        }),
      },
      {
        path: '/signup',
        lazy: async () => ({
          Component: (await import('./features/auth/LoginPage.page')).LoginPage,
        }),
      },
    ],
  },
  {
    // Meta's login dialog sends the person back here (a window the Channels tab opened).
    path: '/meta-login',
    lazy: async () => ({
      Component: (await import('./features/widgetSettings/MetaLoginReturn.page')).MetaLoginReturn,
    }),
  },
  {
    path: '/onboarding',
    lazy: async () => ({
      Component: (await import('./features/auth/OnboardingPage.page')).OnboardingPage,
    }),
  },
  {
    path: '/app/:region',
    element: <RegionGuard />,
    children: [
      // Shareable pages: no sign-in, no dashboard chrome.
      {
        path: 'prototype',
        lazy: async () => ({
          Component: (await import('./features/prototype/PrototypePage.page')).PrototypePage,
        }),
      },
      {
        path: 'demo/:agentId/page1',
        lazy: async () => ({
          Component: (await import('./features/prototype/DemoPage.page')).DemoPage,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import('./features/shell/components/DashboardLayout')).DashboardLayout,
        }),
        children: [
          { index: true, element: <Navigate to="agents" replace /> },
          {
            path: 'agents',
            lazy: async () => ({
              Component: (await import('./features/agents/AgentsPage.page')).AgentsPage,
            }),
          },
          {
            path: 'widgets',
            lazy: async () => ({
              Component: (await import('./features/agents/AgentsPage.page')).AgentsPage,
            }),
          },
          {
            path: 'agents/:agentId',
            lazy: async () => ({
              Component: (await import('./features/agents/AgentLayout')).AgentLayout,
            }),
            children: [
              { index: true, element: <AgentIndexRedirect /> },
              {
                path: 'convos',
                lazy: async () => ({
                  Component: (await import('./features/conversations/ConversationsPage.page'))
                    .ConversationsPage,
                }),
              },
              {
                path: ':tab/*',
                lazy: async () => ({
                  Component: (await import('./features/widgetSettings/WidgetSettingsPage.page'))
                    .AgentTabPage,
                }),
              },
            ],
          },
          {
            path: 'integrations',
            lazy: async () => ({
              Component: (await import('./features/workspacePages/IntegrationsPage.page'))
                .IntegrationsPage,
            }),
          },
          {
            path: 'automations',
            lazy: async () => ({
              Component: (await import('./features/workspacePages/CrawlerPage.page')).CrawlerPage,
            }),
          },
          {
            path: 'events',
            lazy: async () => ({
              Component: (await import('./features/events/EventsPage.page')).EventsPage,
            }),
          },
          {
            path: 'credentials',
            lazy: async () => ({
              Component: (await import('./features/workspacePages/CredentialsPage.page'))
                .CredentialsPage,
            }),
          },
          {
            path: 'c/*',
            lazy: async () => ({
              Component: (await import('./features/agency/CustomTabPage.page')).CustomTabPage,
            }),
          },
          {
            path: 'agency',
            lazy: async () => ({
              Component: (await import('./features/agency/AgencyPage.page')).AgencyPage,
            }),
          },
          {
            path: 'clients',
            lazy: async () => ({
              Component: (await import('./features/clients/ClientsPage.page')).ClientsPage,
            }),
          },
          {
            path: 'account/billing',
            lazy: async () => ({
              Component: (await import('./features/billing/BillingPage.page')).BillingPage,
            }),
          },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
  // An agency's own domain or sub-domain serves the prototype at /{region}/prototype/{id}.
  {
    path: '/:region/prototype/:agentId',
    element: <RegionGuard />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./features/prototype/PrototypePage.page')).PrototypePage,
        }),
      },
    ],
  },
  // A custom tab's client address on the agency's domain: /c{href}.
  { path: '/c/*', element: <CustomTabRedirect /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Lazy pages show the loader while their code arrives on the first visit. */
export const routes: RouteObject[] = [
  { element: <Outlet />, hydrateFallbackElement: <FullPageLoader />, children: pages },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
