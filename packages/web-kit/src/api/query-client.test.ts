import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('createQueryClient (spec section 9 defaults)', () => {
  it('never retries, never refetches on focus and treats data as never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('fetches a query by GETting its key joined as a path, with credentials', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ id: 't1' }]));
    vi.stubGlobal('fetch', fetchMock);
    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/transactions'] });
    expect(data).toEqual([{ id: 't1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/transactions', {
      method: 'GET',
      credentials: 'include',
    });
  });

  it('fails a query on 401 after exactly one request', async () => {
    const fetchMock = vi.fn(
      async () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      createQueryClient().fetchQuery({ queryKey: ['/api/my-submissions'] }),
    ).rejects.toThrow('401: Unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
