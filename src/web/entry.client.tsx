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

/** A picture slower than this (a stalled request) does not keep the page from working. */
const LEAD_PICTURE_WAIT_MS = 3000;

/**
 * Resolves once the server's page has been painted with its lead picture (a product's cover: the
 * image the server marks fetchpriority="high"), or with its text where it has none. The scripts
 * often arrive before the first paint; hydrating straight away held the main thread (hundreds of
 * milliseconds on a phone) while the complete page waited to be shown. Until hydration links work
 * as plain links.
 */
function afterFirstView(): Promise<void> {
  return new Promise((resolve) => {
    // A frame is painted after its animation-frame callbacks; the timeout runs after that paint.
    const painted = () => requestAnimationFrame(() => setTimeout(resolve));
    const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!lead || lead.complete) return painted();
    lead.addEventListener('load', painted, { once: true });
    lead.addEventListener('error', painted, { once: true });
    setTimeout(painted, LEAD_PICTURE_WAIT_MS);
  });
}

// React DOM's client, the largest script of every page, is fetched once the page has been seen:
// nothing before hydration needs it, and on a slow line it would share the first round trips with
// the stylesheet, the fonts and the lead picture. As a transition, hydration yields to the browser
// every few milliseconds (it paints and answers input) rather than holding the main thread for the
// whole page.
void afterFirstView()
  .then(() => import('react-dom/client'))
  .then(({ hydrateRoot }) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <EntryProviders client={queryClient}>
          <HydratedRouter />
        </EntryProviders>,
      );
    }),
  );
