import { useQuery } from '@tanstack/react-query';
import { getJson } from '../api/api-request';

/** The client-visible user (spec section 3); other fields of the response are not used. */
export interface CurrentUser {
  id?: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  phoneNumber?: string | null;
  rating?: number;
}

export const currentUserQueryKey = ['/api/auth/me'] as const;

const FIVE_MINUTES_MS = 5 * 60 * 1000;

function isUser(value: unknown): value is CurrentUser {
  return typeof value === 'object' && value !== null && 'username' in value;
}

/**
 * GET /api/auth/me "has user" (spec section 7): `{ user }`, or the user object itself. Any failure
 * (401, network) means signed out.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const body = await getJson<unknown>(currentUserQueryKey[0]);
    if (typeof body === 'object' && body !== null && 'user' in body) {
      return isUser(body.user) ? body.user : null;
    }
    return isUser(body) ? body : null;
  } catch {
    return null;
  }
}

/** Who is signed in: `user` is null when signed out; cached 5 minutes, never retried. */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
