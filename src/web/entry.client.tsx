import { startTransition } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { queryClient } from './api/query-client';
import { applyTheme, storedTheme } from './lib/theme';
import { EntryProviders } from './providers';
import { authStore } from './state/auth-store';

// Before hydration: a reader with no stored choice gets the browser's preferred theme (the server
// renders the stored choice; it cannot know the preference).
applyTheme(storedTheme());
// Starts checking the stored session now, so route loaders can wait on it.
authStore.init();

// The server's page starts this only once its first view has painted (../scripts-after-first-view.ts).
// React DOM's client, the largest script of every page, is fetched after the route modules are
// evaluated, in a task of its own. As a transition, hydration yields to the browser every few
// milliseconds (it paints and answers input) rather than holding the main thread for the whole page.
void import('react-dom/client').then(({ hydrateRoot }) =>
  startTransition(() => {
    hydrateRoot(
      document,
      <EntryProviders client={queryClient}>
        <HydratedRouter />
      </EntryProviders>,
    );
  }),
);
