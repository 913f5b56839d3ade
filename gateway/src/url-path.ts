import path from 'node:path';

/**
 * The path nginx matches locations against ($uri): percent-decoded, slashes merged, dot segments
 * resolved, query dropped. Returns undefined for a path nginx would refuse as a bad request.
 */
export function normalizeUrlPath(requestUrl: string): string | undefined {
  const raw = requestUrl.split('?', 1)[0] ?? '';
  if (!raw.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const merged = decoded.replace(/\/{2,}/g, '/');
  // `..` above the root is a bad request to nginx, not a path to clamp (as normalize would).
  let depth = 0;
  for (const segment of merged.split('/').slice(1)) {
    if (segment === '..') depth -= 1;
    else if (segment !== '.' && segment !== '') depth += 1;
    if (depth < 0) return undefined;
  }
  return path.posix.normalize(merged);
}
