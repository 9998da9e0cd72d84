import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/jost/600.css';
import '@fontsource/literata/400.css';
import '@fontsource/literata/400-italic.css';
import '@fontsource/literata/600.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/components.css';
import './styles/header.css';
import './styles/pages.css';

import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { queryClient } from './api/query-client';
import { trackPageViews } from './lib/beacons';
import { applyTheme, storedTheme } from './lib/theme';
import { AppProviders } from './providers';
import { routes } from './routes';
import { readServerState } from './server-state';
import { authStore } from './state/auth-store';

// As early as a module can: the CSP forbids an inline script in <head> to do it before paint.
applyTheme(storedTheme());
// Starts checking the stored session now, so route loaders can wait on it.
authStore.init();

/**
 * Loads the code of the pages the address shows before hydrating, so the first render is the page
 * the server rendered rather than its loading fallback.
 */
async function loadShownPages(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  // A server-rendered page brings its loaders' answers and its queries' data: hydrate from them.
  const server = readServerState();
  if (server) {
    hydrate(queryClient, server.queries);
    await loadShownPages();
  }
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : undefined);
  // POST /mercury/p on each page change.
  trackPageViews(router);
  const app = (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  // As a transition, hydration yields to the browser every few milliseconds (it paints the
  // server's HTML meanwhile and answers input) rather than holding the main thread for the whole page.
  if (server) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
void start(root);
