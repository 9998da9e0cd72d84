import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { APP_LIVE_EVENT } from './lib/app-live';
import { AuthProvider } from './state/auth';
import { ToastProvider } from './state/toast';

/** What every page sits in, the same in the browser and in a server render (so hydration matches). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ToastProvider>
            {children}
            <AppLiveSignal />
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Says the app is live once its first render has committed (src/web/app-loader.ts then replays
 * what the reader did before). Here, not beside the router in main.tsx: the server's tree must
 * have the same shape, or React's generated ids (useId) would differ from the server's.
 */
function AppLiveSignal(): null {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_LIVE_EVENT));
  }, []);
  return null;
}
