import path from 'node:path';
import { remoteNames, type NginxConfigOptions } from './gateway-options.js';
import { block, headers, quote, regex } from './nginx-directives.js';
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

/** A remote's dist under /remotes/<name>/: no SPA fallback, a missing file is a plain 404. */
function remoteLocation(name: string, dir: string): string {
  const hashed = block(`location ~ ${regex(hashedAssetPattern)}`, immutable());
  return block(
    `location /remotes/${name}/`,
    `alias ${quote(dir.endsWith('/') ? dir : `${dir}/`)};\n${revalidate()}\n${hashed}`,
  );
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
    publicFile('/remotes/registry.json', path.join(o.publicDir, 'remotes/registry.json')),
    publicFile('/api/openapi.json', path.join(o.publicDir, 'openapi.json')),
    // Any other /remotes/ path (an undeployed remote) is a 404, never the shell's index.html.
    block('location /remotes/', `${headers()}\nreturn 404;`),
    ...remoteNames.map((name) => remoteLocation(name, o.staticRoots[name])),
    shellLocations(o.staticRoots.shell),
  ].join('\n\n');
}
