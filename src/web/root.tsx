import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/jost/600.css';
import '@fontsource/literata/400.css';
import '@fontsource/literata/400-italic.css';
import '@fontsource/literata/600.css';
import './styles/font-fallbacks.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/components.css';
import './styles/header.css';
import './styles/pages.css';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useMatches, useRouteLoaderData, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { RootError } from './components/RouteError';
import { Shell } from './components/shell/Shell';
import { cookieIn } from './lib/cookies';
import { fontPreloads } from './lib/fonts';
import { routeMeta } from './lib/meta';
import { chosenTheme } from './lib/theme';
import { KEYS } from './lib/storage-keys';
import { PageProviders, useNonce } from './providers';
import type { RootData } from './site';

/** The site's settings and the reader's theme, for every page; read once, on the server. */
export function loader({ request, context }: LoaderFunctionArgs): RootData {
  return { site: context.site, theme: chosenTheme(cookieIn(request.headers.get('cookie') ?? '', KEYS.theme)) };
}

/** A page without a head of its own: the site's name and description, and the feed's link. */
export const meta = routeMeta({});

/** Neither changes while the page is open (a theme chosen in the browser applies itself). */
export const shouldRevalidate = () => false;

/**
 * Every page: kept by a browser only to revalidate (a page shows the latest prices and stock),
 * and per Cookie, since an administrator's session shows unpublished records too.
 */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-cache', Vary: 'Cookie' });

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...fontPreloads('jost400', 'literata600'),
];

/**
 * The document every page is rendered in. A reader who chose the dark theme gets the page dark
 * from its first paint; with no choice the browser's preference applies before hydration
 * (src/web/entry.client.tsx), which is why <html> may differ from the server's.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const nonce = useNonce();
  return (
    <html lang="en" data-theme={root?.theme === 'dark' ? 'dark' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Each loader's queries as the browser hydrates them, by the answer they came in (see asOfArrival). */
const arrived = new WeakMap<DehydratedState, DehydratedState>();

/**
 * A loader's queries dated when they reached the browser. A page the server kept (page-cache.ts)
 * carries the times of its first render, minutes old perhaps, yet is current when served (it is
 * dropped as soon as anything it shows changes): dated as rendered, every query on it was stale
 * for the browser, which asked for each again while hydrating (the home page's two shelves).
 * Dated once per answer, so a later render does not put these over newer data.
 */
function asOfArrival(state: DehydratedState): DehydratedState {
  if (typeof document === 'undefined') return state;
  let dated = arrived.get(state);
  if (!dated) {
    const now = Date.now();
    dated = { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: Math.max(q.state.dataUpdatedAt, now) } })) };
    arrived.set(state, dated);
  }
  return dated;
}

/** What the pages' server loaders fetched, handed to the query cache every page reads from. */
function ServerQueries({ children }: { children: ReactNode }) {
  const states = useMatches()
    .map((match) => (match.loaderData as { queries?: DehydratedState } | null | undefined)?.queries)
    .filter((state): state is DehydratedState => !!state)
    .map(asOfArrival);
  const merged: DehydratedState = { queries: states.flatMap((s) => s.queries), mutations: [] };
  return <HydrationBoundary state={merged}>{children}</HydrationBoundary>;
}

export default function Root() {
  return (
    <ServerQueries>
      <PageProviders>
        <Shell />
      </PageProviders>
    </ServerQueries>
  );
}

export const ErrorBoundary = RootError;
