/** The query parameter that carries the page a visitor wanted through /login and /register. */
export const RETURN_TO_PARAM = 'returnTo';

/** Where sign-in lands when no page asked for it (docs/product.md#screens: success goes to the dashboard). */
export const DEFAULT_RETURN_PATH = '/dashboard';

/** `/login?returnTo=<path + query>` for a visitor stopped at `from`. */
export function signInPathFor(from: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ [RETURN_TO_PARAM]: from.pathname + from.search });
  return `/login?${params.toString()}`;
}

// C0 controls, DEL and C1 controls: the URL parser drops tab, LF and CR silently, so `/\t/evil`
// would become `//evil`, another site.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** The value once more percent-decoded, or undefined when it is not valid percent-encoding. */
function decodedOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The page to go to after sign-in, read from a query string. Only a path on this site is honoured:
 * it must start with one slash, hold no control character (as given or decoded once more), and
 * resolve against `origin` to that same origin; so a crafted link cannot send a user who just
 * signed in to another site (docs/product.md#accounts-and-sessions).
 */
export function returnPathFrom(search: string, origin: string = window.location.origin): string {
  const wanted = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!wanted?.startsWith('/')) return DEFAULT_RETURN_PATH;
  const decoded = decodedOnce(wanted);
  if (decoded === undefined || controlCharacter.test(wanted) || controlCharacter.test(decoded)) {
    return DEFAULT_RETURN_PATH;
  }
  let url: URL;
  try {
    url = new URL(wanted, origin);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_RETURN_PATH;
  return url.pathname + url.search + url.hash;
}
