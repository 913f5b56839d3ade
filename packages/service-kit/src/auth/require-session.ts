import createError from 'http-errors';
import type { Middleware } from 'koa';
import { adminSessionCookie, userSessionCookie } from '@cardbridge/contracts';
import type { AuthState, VerifiedSession } from './session-principal';
import type { SessionVerifier } from './session-verifier';

export interface SessionGuards {
  /** 401 unless a valid, unrevoked user session cookie is present; sets `ctx.state.user`. */
  requireUser: Middleware<AuthState>;
  /**
   * 401 unless a valid admin session cookie is present (403 when the caller is a signed-in user
   * instead); sets `ctx.state.admin`.
   */
  requireAdmin: Middleware<AuthState>;
  /** Sets `ctx.state.user` when a valid user session is present, never refuses. */
  optionalUser: Middleware<AuthState>;
  /** Sets `ctx.state.admin` when a valid admin session is present, never refuses. */
  optionalAdmin: Middleware<AuthState>;
}

const adminPrincipal = ({ id, username, sid, role }: VerifiedSession) => ({
  id,
  username,
  sid,
  role,
});

const authenticationRequired = () => createError(401, 'Authentication required');

/** Builds the route guards every service mounts, from one verifier. */
export function sessionGuards(verify: SessionVerifier): SessionGuards {
  const userFrom = async (token: string | undefined) =>
    token ? await verify(token, 'user') : null;

  const requireUser: Middleware<AuthState> = async (ctx, next) => {
    const session = await userFrom(ctx.cookies.get(userSessionCookie));
    if (!session) throw authenticationRequired();
    ctx.state.user = { id: session.id, username: session.username, sid: session.sid };
    await next();
  };

  const optionalUser: Middleware<AuthState> = async (ctx, next) => {
    const session = await userFrom(ctx.cookies.get(userSessionCookie));
    if (session) ctx.state.user = { id: session.id, username: session.username, sid: session.sid };
    await next();
  };

  const optionalAdmin: Middleware<AuthState> = async (ctx, next) => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await verify(token, 'admin') : null;
    if (session) ctx.state.admin = adminPrincipal(session);
    await next();
  };

  const requireAdmin: Middleware<AuthState> = async (ctx, next) => {
    const token = ctx.cookies.get(adminSessionCookie);
    const session = token ? await verify(token, 'admin') : null;
    if (!session) {
      // A signed-in user is known but not allowed; anyone else is simply not signed in.
      if (await userFrom(ctx.cookies.get(userSessionCookie))) {
        throw createError(403, 'Admin access required');
      }
      throw authenticationRequired();
    }
    ctx.state.admin = adminPrincipal(session);
    await next();
  };

  return { requireUser, requireAdmin, optionalUser, optionalAdmin };
}
