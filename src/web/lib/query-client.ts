import { QueryClient } from '@tanstack/react-query';

/** B §9 cache rules: stale 5 min, kept 30 min, 1 retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
