import { describe, expect, it } from 'vitest';
import { mySubmissionListSchema } from '@cardbridge/contracts';
import { api } from '../testing';
import { getJson } from './api-request';
import { createQueryClient } from './query-client';

describe('createQueryClient (docs/product.md#business-constants defaults)', () => {
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

  it('has no default fetcher: every query names its own', () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBeUndefined();
  });

  it('fails a query on 401 after exactly one request', async () => {
    api.mock(api.answer('GET /api/my-submissions', '', { status: 401 }));
    await expect(
      createQueryClient().fetchQuery({
        queryKey: ['submissions', 'mine'],
        queryFn: () => getJson('/api/my-submissions', mySubmissionListSchema),
      }),
    ).rejects.toThrow('401: Unauthorized');
    expect(api.requestsTo('GET /api/my-submissions')).toHaveLength(1);
  });
});
