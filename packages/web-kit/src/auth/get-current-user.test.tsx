import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { api, aUser, HttpResponse } from '../testing';
import { fetchCurrentUser, useCurrentUser } from './get-current-user';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useCurrentUser', () => {
  it('returns the signed-in user from GET /api/auth/me', async () => {
    const ada = aUser({ username: 'ada', firstName: 'Ada' });
    api.mock(api.answer('GET /api/auth/me', { user: ada }));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(ada);
    expect(api.requestsTo('GET /api/auth/me')[0]?.request.credentials).toBe('include');
  });

  it('treats a visitor the server answers with { user: null } as signed out', async () => {
    api.mock(api.answer('GET /api/auth/me', { user: null }));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('treats a failed check as signed out, without retrying', async () => {
    api.mock(api.answer('GET /api/auth/me', '', { status: 401 }));
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(api.requestsTo('GET /api/auth/me')).toHaveLength(1);
  });

  it('fails loudly, naming the endpoint, when the answer breaks the contract', async () => {
    api.mock(api.answerWith('GET /api/auth/me', () => HttpResponse.json({ userId: 'u1' })));
    await expect(fetchCurrentUser()).rejects.toThrow(
      'GET /api/auth/me answered a body that breaks its contract: user: Invalid input',
    );
  });
});
