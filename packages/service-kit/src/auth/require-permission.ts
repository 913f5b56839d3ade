import createError from 'http-errors';
import type { Middleware } from 'koa';
import { roleAllows, roleRefusalMessage } from '@cardbridge/contracts';
import type { AdminPermission } from '@cardbridge/contracts';
import type { AuthState } from './session-principal';

/**
 * 403 unless the signed-in admin's role holds the permission (docs/product.md#admin-roles).
 * Mount after `requireAdmin`, which has already answered 401 to anyone not signed in.
 */
export function requirePermission(permission: AdminPermission): Middleware<AuthState> {
  return async (ctx, next) => {
    if (!roleAllows(ctx.state.admin?.role, permission)) throw createError(403, roleRefusalMessage);
    await next();
  };
}
