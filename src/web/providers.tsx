import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { markHydrated } from './lib/hydrated';
import { AuthProvider } from './state/auth';
import { ToastProvider } from './state/toast';

/** What the server's render knows of the document beyond the route's data; the browser does not need it. */
interface DocumentFacts {
  /** The CSP nonce the page's inline scripts carry. */
  nonce?: string;
}

const DocumentContext = createContext<DocumentFacts>({});

export const useNonce = () => useContext(DocumentContext).nonce;

/**
 * What both entries put around the router: the query cache (the request's own on the server,
 * the browser's one in the browser) and, on the server, the document's nonce. No
 * markup: the router renders the whole document.
 */
export function EntryProviders({ client, nonce, children }: DocumentFacts & { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <DocumentContext value={useMemo(() => ({ nonce }), [nonce])}>
        <QueryClientProvider client={client}>
          {children}
          <AppLiveSignal />
        </QueryClientProvider>
      </DocumentContext>
    </StrictMode>
  );
}

/** Dispatched on window once hydration has committed: scripts/check-budgets.mjs counts the scripts loaded by then. */
const APP_LIVE_EVENT = 'folio:live';

/**
 * Says the app is live once its first render has committed. Beside the router in both entries'
 * trees alike: a component in the browser's tree only would shift React's generated ids (useId).
 */
function AppLiveSignal(): null {
  useEffect(() => {
    markHydrated();
    window.dispatchEvent(new Event(APP_LIVE_EVENT));
  }, []);
  return null;
}

/** What every page sits in, inside <body>: the session and the toasts. */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ToastProvider>{children}</ToastProvider>
    </AuthProvider>
  );
}
