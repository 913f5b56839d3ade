import path from 'node:path';

/**
 * Caching and content types for the built front ends, shared by nginx and the local gateway.
 * Build outputs carry a content hash in their names (`main.3f2a9c1d.js`); those never change, so
 * browsers keep them for a year. Everything else (index.html, remoteEntry.js, mf-manifest.json,
 * routes.json, registry.json) is revalidated on every use so a redeploy shows at once.
 */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

export const hashedExtensions = [
  'js',
  'mjs',
  'css',
  'map',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'wasm',
] as const;

/** Regex source, valid in PCRE and JavaScript: a `.` or `-` then 8+ hex digits before the extension. */
export const hashedAssetPattern = `[.-][0-9a-f]{8,}\\.(?:${hashedExtensions.join('|')})$`;
const hashedAsset = new RegExp(hashedAssetPattern);

export function cacheControlFor(filePath: string): string {
  return hashedAsset.test(path.basename(filePath)) ? immutableCacheControl : revalidateCacheControl;
}

/** Content types by extension: nginx gets the same table, so both gateways label files alike. */
export const contentTypes: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  mjs: 'application/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
};

/** Text types worth compressing on the wire (nginx gzip_types; text/html is always included). */
export const compressibleTypes = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];

export function contentTypeFor(filePath: string): string {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  const type = contentTypes[ext] ?? 'application/octet-stream';
  return type.startsWith('text/') || type === 'application/javascript'
    ? `${type}; charset=utf-8`
    : type;
}
