import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserResponseSchema, type PublicUser } from '@cardbridge/contracts';
import { ApiContractError } from '../api/api-answer';
import { getJson } from '../api/api-request';

/** The signed-in user as identity describes it (rating is an exact decimal string, "0.00"). */
export type CurrentUser = PublicUser;

export const currentUserQueryKey = ['session', 'user'] as const;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * GET /api/auth/me answers `{ user }`, with `user: null` for a visitor (docs/product.md#states-and-transitions: signed in
 * when the response has a user). A failed check (network, 5xx) also means signed out; an answer
 * that breaks the contract is an error to see, not a visitor.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await getJson('/api/auth/me', currentUserResponseSchema);
    return user;
  } catch (error) {
    if (error instanceof ApiContractError) throw error;
    return null;
  }
}

/** Cached 5 minutes, never retried. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });

/** Who is signed in: `user` is null when signed out. */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data ?? null, isLoading: query.isLoading };
}
