import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RenderSeedProvider } from '../lib/render-seed';
import { AppErrorBoundary } from './app-error-boundary';

/**
 * What wraps the router, the same on the server and in the browser: the hydrating browser must build the
 * very tree the server rendered.
 */
export function AppProviders({
  queryClient,
  seed,
  children,
}: {
  queryClient: QueryClient;
  seed: number | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RenderSeedProvider value={seed}>{children}</RenderSeedProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
