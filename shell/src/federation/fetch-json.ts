/** Registry and route files must answer quickly; a hung one shows the fallback instead. */
export const MANIFEST_TIMEOUT_MS = 4000;

/**
 * GET a deploy manifest (never cached by the gateway), failing after a deadline. The body is
 * `unknown`: the caller checks its shape.
 */
export async function fetchJson(url: string, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${url}`);
  return response.json();
}
