import { DEFAULT_RETURN_PATH, RETURN_TO_PARAM, returnPathFrom } from '@cardbridge/web-kit';

/** Where a sign-up started from, kept for the emailed link's page in this browser tab. */
const key = 'cardbridge.signUpReturnTo';

/** `path` comes from useReturnPath (a path on this site, already checked). */
export function rememberSignUpReturnPath(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage off (private mode): the link then lands on the dashboard.
  }
}

/** The remembered path, once (checked again: storage is writable by any script on the page). */
export function takeSignUpReturnPath(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {
    // Storage off: the dashboard.
  }
  if (!path) return DEFAULT_RETURN_PATH;
  return returnPathFrom(new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString());
}
