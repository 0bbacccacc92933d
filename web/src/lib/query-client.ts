import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * Writes run whatever React Query thinks of the connection. Its default
 * ('online') pauses a write made offline, the button spinning, and sends it
 * once the connection is back: a write queued silently. Run at once, the API
 * client refuses it offline and the form says so, keeping what was typed.
 */
export const mutationDefaults = { networkMode: 'always' } as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: mutationDefaults,
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (404, 403…) won't change on retry.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
