/** Registry and route files must answer quickly; a hung one shows the fallback instead. */
export const MANIFEST_TIMEOUT_MS = 4000;

/** GET a deploy manifest (never cached by the gateway), failing after a deadline. */
export async function fetchJson<T>(url: string, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${url}`);
  return (await response.json()) as T;
}
