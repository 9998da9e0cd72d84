import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

// As a transition, hydration yields to the browser every few milliseconds (it paints the server's
// HTML meanwhile and answers input) rather than holding the main thread for the whole page.
startTransition(() => {
  hydrateRoot(
    document,
    <EntryProviders client={queryClient}>
      <HydratedRouter />
    </EntryProviders>,
  );
});
