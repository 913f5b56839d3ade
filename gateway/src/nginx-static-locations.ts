import path from 'node:path';
import { versionedRemotePath, type NginxConfigOptions } from './gateway-options.js';
import { block, headers, quote, regex } from './nginx-directives.js';
import { nginxPreviewLocations } from './remote-preview.js';
import {
  hashedAssetPattern,
  immutableCacheControl,
  revalidateCacheControl,
} from './static-assets.js';

const revalidate = () => headers({ 'Cache-Control': revalidateCacheControl });
const immutable = () => headers({ 'Cache-Control': immutableCacheControl });

/** A single file from publicDir, never cached without revalidation. */
function publicFile(urlPath: string, file: string): string {
  return block(`location = ${urlPath}`, `alias ${quote(file)};\n${revalidate()}`);
}

/**
 * The versioned remote store: a published version's files never change, so every one is cached
 * for a year; the registry that names the live versions is revalidated on every use. Anything
 * else under /remotes/ (a staging folder, an unknown remote) is a plain 404, never the shell.
 */
function remoteStoreLocations(dir: string): string {
  const root = dir.endsWith('/') ? dir : `${dir}/`;
  return [
    publicFile('/remotes/registry.json', path.join(dir, 'registry.json')),
    nginxPreviewLocations(),
    block(
      `location ~ ${regex(versionedRemotePath)}`,
      // quote() vets the folder; the capture is appended inside the quotes.
      `alias ${quote(root).slice(0, -1)}$1";\n${immutable()}`,
    ),
    block('location /remotes/', `${headers()}\nreturn 404;`),
  ].join('\n\n');
}

/** The shell at /, falling back to its index.html so client-side routes load the app. */
function shellLocations(dir: string): string {
  const hashed = block(
    `location ~ ${regex(hashedAssetPattern)}`,
    `try_files $uri /index.html;\n${immutable()}`,
  );
  return [
    block('location = /index.html', `root ${quote(dir)};\n${revalidate()}`),
    block(
      'location /',
      `root ${quote(dir)};\ntry_files $uri /index.html;\n${revalidate()}\n${hashed}`,
    ),
  ].join('\n\n');
}

export function staticLocations(o: NginxConfigOptions): string {
  return [
    publicFile('/api/openapi.json', path.join(o.publicDir, 'openapi.json')),
    remoteStoreLocations(o.staticRoots.remotes),
    shellLocations(o.staticRoots.shell),
  ].join('\n\n');
}
