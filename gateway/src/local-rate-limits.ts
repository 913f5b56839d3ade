import type http from 'node:http';
import { rateLimitKeys, rateLimitZones, type RateLimitZone } from '@cardbridge/api-routes';
import { userSessionCookie } from '@cardbridge/contracts';
import { rateLimitFor, sessionKeyPattern, type NginxConfigOptions } from './gateway-options.js';
import { RateLimiter } from './rate-limiter.js';

/** The first value of a cookie, as nginx's `$cookie_<name>` reads it. */
function cookieValue(req: http.IncomingMessage, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The local gateway's limit_req: a request passes only if every zone of its route lets it, and a
 * refused request counts in none (as in nginx). Session zones key on the session cookie, falling
 * back to the client address (sessionKeyPattern).
 */
export function localRateLimits(o: Pick<NginxConfigOptions, 'rateLimits'>) {
  const sessionKey = new RegExp(sessionKeyPattern);
  const limiters = new Map(
    rateLimitZones.map((zone) => [zone, new RateLimiter(rateLimitFor(zone, o))] as const),
  );
  return (req: http.IncomingMessage, address: string, zones: readonly RateLimitZone[]): boolean => {
    const checks = zones.map((zone) => {
      const limiter = limiters.get(zone) as RateLimiter;
      const cookie = rateLimitKeys[zone] === 'session' && cookieValue(req, userSessionCookie);
      const session = cookie ? sessionKey.exec(cookie)?.[1] : undefined;
      return { limiter, key: session ?? address };
    });
    if (!checks.every(({ limiter, key }) => limiter.allows(key))) return false;
    for (const { limiter, key } of checks) limiter.take(key);
    return true;
  };
}
