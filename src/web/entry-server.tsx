import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { setApiOrigin } from './api/client';
import { createQueryClient, forbidSharedClient, type ServerLoadContext } from './api/query-client';
import { AppProviders } from './providers';
import { routes } from './routes';
import { SERVER_STATE_ID, type ServerState } from './server-state';

// The server bundle (vite build --ssr): renders a public page for an anonymous visitor, with the
// data its loaders and components ask for fetched from the app's own API over loopback HTTP, with
// no cookie or Authorization (so the read cache answers). Each render has its own QueryClient.

forbidSharedClient();
const renderOrigin = new AsyncLocalStorage<string>();
setApiOrigin(() => {
  const origin = renderOrigin.getStore();
  if (!origin) throw new Error('An API call outside a server render.');
  return origin;
});

const handler = createStaticHandler(routes);

export const stateElementId = SERVER_STATE_ID;

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  /** For the JSON <script>: the loaders' answers and the dehydrated query cache. */
  state: ServerState;
  status: number;
}

/** Resolves when no query of the render is fetching (loaders may start prefetches without waiting). */
function settled(client: QueryClient): Promise<void> {
  if (!client.isFetching()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The page at `url` rendered as an anonymous visitor sees it, or null when it should be left to the
 * browser (a redirect, a loader's error, an API call that failed: the browser's own render shows
 * those states and retries). `apiOrigin` is where this process's API answers.
 */
export async function render(url: string, apiOrigin: string, signal?: AbortSignal): Promise<Rendered | null> {
  return renderOrigin.run(apiOrigin, async () => {
    const queryClient = createQueryClient();
    // One try: a failure is the browser's to retry, not the server's to wait on.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    try {
      const requestContext: ServerLoadContext = { queryClient };
      const context = await handler.query(new Request(url, { signal }), { requestContext });
      if (context instanceof Response || context.errors) return null;
      await settled(queryClient);
      if (queryClient.getQueryCache().getAll().some((q) => q.state.status === 'error')) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = renderToString(
        <AppProviders client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
      const state: ServerState = { router: { loaderData: context.loaderData, actionData: context.actionData }, queries: dehydrate(queryClient) };
      return { html, state, status: context.statusCode };
    } finally {
      queryClient.clear();
    }
  });
}
