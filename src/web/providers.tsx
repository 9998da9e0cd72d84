import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, createContext, useContext, useEffect, type ReactNode } from 'react';
import { AuthProvider } from './state/auth';
import { ToastProvider } from './state/toast';

const NonceContext = createContext<string | undefined>(undefined);

/** The nonce the page's inline scripts carry (the server's render only: the browser needs none). */
export const useNonce = () => useContext(NonceContext);

/**
 * What both entries put around the router: the query cache (the request's own on the server,
 * the browser's one in the browser) and, on the server, the CSP nonce. No markup: the router
 * renders the whole document.
 */
export function EntryProviders({ client, nonce, children }: { client: QueryClient; nonce?: string; children: ReactNode }) {
  return (
    <StrictMode>
      <NonceContext value={nonce}>
        <QueryClientProvider client={client}>
          {children}
          <AppLiveSignal />
        </QueryClientProvider>
      </NonceContext>
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
