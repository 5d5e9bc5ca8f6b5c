import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** The console's one QueryClient (TanStack Query v5 needs exactly one). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not heal on their own; unavailable services might. A timeout already
      // made the person wait the gateway's full deadline: say so at once rather than thrice.
      retry: (failures, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        if (isApiError(error) && error.status === 504) return false;
        return failures < 2;
      },
    },
    mutations: { retry: false },
  },
});
