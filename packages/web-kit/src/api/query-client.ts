import { QueryClient } from '@tanstack/react-query';

/**
 * Every query names its own fetcher (one endpoint file each), so there is no default queryFn.
 * The data-fetch defaults of docs/product.md#business-constants: no retries for queries or mutations, no refetch on window
 * focus, no polling unless a query asks for it, data never stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
