import type { Context } from 'koa';

/**
 * Writes a session cookie: httpOnly (no script can read it), SameSite=Lax, Path=/, and Secure
 * when the request came over TLS (`X-Forwarded-Proto: https` behind the gateway, app.proxy on).
 */
export function setSessionCookie(ctx: Context, name: string, token: string, expiresAt: Date): void {
  ctx.cookies.set(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    expires: expiresAt,
    overwrite: true,
  });
}

/** Removes a session cookie with the same attributes it was set with. */
export function clearSessionCookie(ctx: Context, name: string): void {
  ctx.cookies.set(name, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    expires: new Date(0),
    overwrite: true,
  });
}
