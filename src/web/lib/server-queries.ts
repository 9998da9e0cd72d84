import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { requestQueryClient, type SiteContext } from '../site-context';

/** What a server loader hands its page: the queries it fetched, which src/web/root.tsx puts in the query cache. */
export interface ServerQueries {
  queries: DehydratedState;
}

/**
 * The queries the request's loaders fetched into its cache (requestQueryClient), dehydrated for
 * the page; a failed one is left out, and the browser asks for it again.
 */
export const pageQueries = (context: SiteContext): ServerQueries => ({ queries: dehydrate(requestQueryClient(context)) });
