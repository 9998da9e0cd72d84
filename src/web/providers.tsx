import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from './state/auth';
import { ToastProvider } from './state/toast';

/** What every page sits in, the same in the browser and in a server render (so hydration matches). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ToastProvider>{children}</ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
