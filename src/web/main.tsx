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

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { queryClient } from './api/query-client';
import { trackPageViews } from './lib/beacons';
import { applyTheme, storedTheme } from './lib/theme';
import { routes } from './routes';
import { AuthProvider } from './state/auth';
import { authStore } from './state/auth-store';
import { ToastProvider } from './state/toast';

// As early as a module can: the CSP forbids an inline script in <head> to do it before paint.
applyTheme(storedTheme());
// Starts checking the stored session now, so route loaders can wait on it.
authStore.init();

const router = createBrowserRouter(routes);
// POST /mercury/p on each page change.
trackPageViews(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
