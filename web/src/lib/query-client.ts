import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { browserOffline } from '@/lib/browser-offline';

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
      // Reads run offline too (React Query would pause them, the page
      // spinning): the service worker answers with what the member saw, or
      // the API client says the page wasn't saved. Back online, they refetch.
      networkMode: 'always',
      // Client errors (404, 403…) won't change on retry, nor will being offline.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !browserOffline() &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
