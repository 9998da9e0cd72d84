import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** A 4xx answer will not change by asking again; a network failure or a 5xx may. */
const worthRetrying = (failures: number, err: unknown) => failures < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

/** A cache of server state with the app's defaults: the browser's one, or one per server render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * The browser's one cache of server state: every read, mutation and infinite list goes through
 * it. Route loaders reach it through loaderClient, never by name: on the server each render has
 * a cache of its own, so no answer is shared between two requests.
 */
export const queryClient = createQueryClient();

/** What the server hands a render's loaders (react-router's requestContext). */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

let serverSide = false;
/** Called once by the server bundle: from then on a loader without its render's own cache is a bug. */
export function forbidSharedClient(): void {
  serverSide = true;
}

/**
 * The cache a route loader prefetches into: the render's own on the server (where the visitor is
 * always anonymous), the browser's one in the browser.
 */
export function loaderClient(context: unknown): { client: QueryClient; server: boolean } {
  const own = (context as Partial<ServerLoadContext> | null | undefined)?.queryClient;
  if (own instanceof QueryClient) return { client: own, server: true };
  // The server bundle must never fall back on the shared cache: one visitor's answers would reach another.
  if (serverSide) throw new Error('A server render needs its own QueryClient.');
  return { client: queryClient, server: false };
}
