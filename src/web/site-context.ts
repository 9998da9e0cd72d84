import type { QueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../modules/accounts/schemas';
import type { SiteReads } from './api/reads';
import type { SiteSettings } from './site';
import { createQueryClient } from './api/query-client';

/** A sign-in: the session's token, or the refusal as the API words it (its status, code and message). */
export type SignInOutcome = { ok: true; token: string } | { ok: false; status: number; code: string; message: string };

/** What a page's action may do with the accounts module, in process, for the request's visitor. */
export interface SiteAccounts {
  /** Signs the visitor in as POST /api/auth/login does: the same checks, limits and lockout. */
  signIn(body: LoginBody): Promise<SignInOutcome>;
}

/**
 * What the server hands the site's loaders, actions and render for each request (React Router's
 * load context, built by src/site-context.ts): the site's settings, the CSP nonce for its scripts,
 * the modules' public reads, called in process rather than over HTTP, and the accounts a form
 * posted without scripts (sign-in) goes to.
 */
// A type, not an interface: React Router's AppLoadContext takes any string key, which only a type literal allows.
export type SiteContext = {
  site: SiteSettings;
  /** The nonce the Content-Security-Policy allows this page's inline scripts by (none in development, which allows them all). */
  nonce: string | undefined;
  reads: SiteReads;
  accounts: SiteAccounts;
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
