import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './largeText.css';
import { loadHostBranding } from './features/branding/hostBranding';

// A full load of an agent's insight page starts its reads with the restored
// sign-in, alongside the dashboard's code (the data and auth code come in their own chunk).
if (window.location.pathname.startsWith('/app/')) {
  void import('./features/insights/warmInsightPage').then(({ warmInsightPage }) =>
    warmInsightPage(window.location.pathname),
  );
}

// The app's code is an import of its own, asked for after the warm-up above: evaluating
// it does not hold back the restored sign-in and the page's first reads.
const app = import('./App');
// On an agency's domain its branding is in place before the first paint.
void Promise.all([app, loadHostBranding().catch(() => undefined)]).then(([{ App }]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
