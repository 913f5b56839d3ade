import createError from 'http-errors';
import type { AuthState, SessionPrincipal } from './session-principal';

/** Anything with the auth state on it: a Koa context or its `state`. */
type WithAuthState = { state: AuthState };

/**
 * The signed-in user of a request, or a 401. Routes call it instead of reading
 * `ctx.state.user`, so a route that forgot its guard refuses the caller instead of acting for
 * nobody (an empty id) or failing with a 500.
 */
export function currentUser(ctx: WithAuthState): SessionPrincipal {
  const user = ctx.state.user;
  if (!user) throw createError(401, 'Authentication required');
  return user;
}

/** The signed-in admin of a request, or a 401 (see `currentUser`). */
export function currentAdmin(ctx: WithAuthState): SessionPrincipal {
  const admin = ctx.state.admin;
  if (!admin) throw createError(401, 'Authentication required');
  return admin;
}
