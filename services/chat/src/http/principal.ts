import { createError } from '@cardbridge/service-kit';
import type { AuthState, SessionPrincipal } from '@cardbridge/service-kit';

// The guard ran first; these narrow the type for the handlers.
export function signedInUser(state: AuthState): SessionPrincipal {
  if (!state.user) throw createError(401, 'Authentication required');
  return state.user;
}

export function signedInAdmin(state: AuthState): SessionPrincipal {
  if (!state.admin) throw createError(401, 'Authentication required');
  return state.admin;
}
