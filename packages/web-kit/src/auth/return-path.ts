/** The query parameter that carries the page a visitor wanted through /login and /register. */
export const RETURN_TO_PARAM = 'returnTo';

/** Where sign-in lands when no page asked for it (spec: success goes to the dashboard). */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** `/login?returnTo=<path + query>` for a visitor stopped at `from`. */
export function signInPathFor(from: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: from.pathname + from.search });
  return `/login?${params.toString()}`;
}

/**
 * The page to go to after sign-in, read from a query string. Only a path on this site is honoured
 * (one leading slash, no scheme, no `//host` or `/\host`), so a crafted link cannot send a user who
 * just signed in to another site.
 */
export function returnPathFrom(search: string): string {
  const wanted = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) {
    return DEFAULT_RETURN_PATH;
  }
  return wanted;
}
