import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-request';

/** The default data fetch: GET the query key joined as a path (`['/api/transactions']`). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

/**
 * Spec section 9's data-fetch defaults: no retries for queries or mutations, no refetch on window
 * focus, no polling unless a query asks for it, data never stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
