/**
 * The tester's preview (docs/product.md#operations): the button of `/remotes/preview?seller=<version>`
 * sets a cookie that makes this browser load that published version of a remote while everyone
 * else keeps the live one. The gateway vets the cookie's value; this only reads it.
 */
export const PREVIEW_COOKIE = 'cb_remote_preview';

/** `{ seller: 'abc123def456' }` from `cb_remote_preview=seller=abc123def456&admin=...`. */
export function previewVersions(cookie: string): Record<string, string> {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const versions: Record<string, string> = {};
  for (const pair of (raw ?? '').split('&')) {
    const [name, version] = pair.split('=');
    if (name && version && /^[0-9a-f]{12}$/.test(version)) versions[name] = version;
  }
  return versions;
}
