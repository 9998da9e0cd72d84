import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ServiceEntry } from '../../modules/shop/schemas';
import { api } from './client';
import { keys } from './keys';
import { apiReads, type SiteReads } from './reads';

/** SPEC §8: the failure is logged (the page says so in words of its own, with Retry). */
export const SERVICES_FAILED = 'Could not load professional services.';

const remember = (client: QueryClient, services: readonly ServiceEntry[]) => {
  for (const service of services) client.setQueryData(keys.services.byKey(service.key), service);
};

/**
 * GET /api/services: the published services' keys in the administrators' order. Each entry is
 * kept in the cache under its key as well, so a later read by key asks for nothing it has.
 */
export async function fetchServiceKeys(client: QueryClient, signal?: AbortSignal, reads: SiteReads = apiReads): Promise<string[]> {
  try {
    const { services } = await reads.services({ signal });
    remember(client, services);
    return services.map((s) => s.key);
  } catch (error) {
    if (!signal?.aborted) console.error(SERVICES_FAILED, error);
    throw error;
  }
}

/**
 * The entries for `wanted`, in that order: GET /api/services/{ids} asks only for the keys the
 * cache does not hold yet (SPEC §7), and not at all when it holds them all. A key the server does
 * not know (unpublished since) is left out.
 */
export async function fetchServicesByKey(client: QueryClient, wanted: readonly string[], signal?: AbortSignal): Promise<ServiceEntry[]> {
  const cached = (key: string) => client.getQueryData<ServiceEntry>(keys.services.byKey(key));
  const missing = wanted.filter((key) => cached(key) === undefined);
  if (missing.length > 0) {
    try {
      const { services } = await api.get<{ services: ServiceEntry[] }>(`/services/${missing.map(encodeURIComponent).join(',')}`, { signal });
      remember(client, services);
    } catch (error) {
      if (!signal?.aborted) console.error(SERVICES_FAILED, error);
      throw error;
    }
  }
  return wanted.flatMap((key) => cached(key) ?? []);
}

// The cache that asked (the browser's, or a server render's own) keeps the entries by key.

/** The published services' keys in order. */
export const serviceKeysQuery = (reads: SiteReads = apiReads) =>
  queryOptions({ queryKey: keys.services.list, queryFn: ({ client, signal }) => fetchServiceKeys(client, signal, reads) });

/** The entries for these keys, in their order (from the cache when the list brought them). */
export const serviceEntriesQuery = (wanted: readonly string[]) =>
  queryOptions({ queryKey: keys.services.entries(wanted), queryFn: ({ client, signal }) => fetchServicesByKey(client, wanted, signal) });
