import type { QueryClient } from '@tanstack/react-query';
import type { SiteReads } from './api/reads';
import type { SiteSettings } from './site';
import { createQueryClient } from './api/query-client';

/**
 * What the server hands the site's loaders and its render for each request (React Router's load
 * context, built by src/app.ts): the site's settings, the CSP nonce for its scripts, and the
 * modules' public reads, called in process rather than over HTTP.
 */
// A type, not an interface: React Router's AppLoadContext takes any string key, which only a type literal allows.
export type SiteContext = {
  site: SiteSettings;
  /** The nonce the Content-Security-Policy allows this page's inline scripts by. */
  nonce: string;
  reads: SiteReads;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- React Router's extension point
  interface AppLoadContext extends SiteContext {}
}

const requestClients = new WeakMap<SiteContext, QueryClient>();

/**
 * The request's own query cache: its loaders fill it and its render reads it, and no answer is
 * shared between two requests.
 */
export function requestQueryClient(context: SiteContext): QueryClient {
  let client = requestClients.get(context);
  if (!client) {
    client = createQueryClient();
    // One try: the page is rendered with what came, and the browser retries.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    requestClients.set(context, client);
  }
  return client;
}
