import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { useCurrentUser } from './current-user';

afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useCurrentUser', () => {
  it('returns the signed-in user from GET /api/auth/me', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ user: { username: 'ada', firstName: 'Ada' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual({ username: 'ada', firstName: 'Ada' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', {
      method: 'GET',
      credentials: 'include',
    });
  });

  it('treats a visitor the server answers with { user: null } as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null })),
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('treats a failed check as signed out, without retrying', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
