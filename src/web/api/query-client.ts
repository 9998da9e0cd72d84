import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** A 4xx answer will not change by asking again; a network failure or a 5xx may. */
const worthRetrying = (failures: number, err: unknown) => failures < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

/**
 * The one cache of server state for the public app: every read, mutation and infinite list goes
 * through it, and route loaders prefetch into it (queryClient.ensureQueryData).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
