import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@cardbridge/topology';
import type { StaticRoots } from '../index.js';

/** A built-looking shell dist, a versioned remote store with one version each, and public/. */
export interface StaticFixture {
  staticRoots: StaticRoots;
  publicDir: string;
}

/** The one published version of each remote in the fixture store. */
export const fixtureVersion = '0a1b2c3d4e5f';

// Big enough for gzip (nginx's gzip_min_length is 1024 bytes).
const bundle = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  fs.writeFileSync(file, content, { mode: 0o644 });
}

export function createStaticFixture(root: string): StaticFixture {
  const dir = (name: string) => path.join(root, name);
  write(path.join(dir('shell'), 'index.html'), '<!doctype html><title>Cardbridge shell</title>');
  write(path.join(dir('shell'), 'static/js/main.3f2a9c1d.js'), bundle);
  write(path.join(dir('shell'), 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const remote of remoteNames) {
    const version = path.join(dir('remotes'), remote, fixtureVersion);
    write(path.join(version, 'remoteEntry.js'), `/* ${remote} remote entry */`);
    write(path.join(version, 'mf-manifest.json'), JSON.stringify({ name: remote }));
    write(path.join(version, 'routes.json'), JSON.stringify([{ path: `/${remote}` }]));
    write(path.join(version, `static/js/page.0a1b2c3d4e5f.js`), `/* ${remote} page */`);
  }
  write(path.join(dir('remotes'), 'seller/.staging-1/remoteEntry.js'), '/* half copied */');
  write(
    path.join(dir('remotes'), 'registry.json'),
    JSON.stringify({ remotes: [{ name: 'seller', url: `/remotes/seller/${fixtureVersion}/` }] }),
  );
  write(path.join(dir('public'), 'openapi.json'), JSON.stringify({ openapi: '3.1.0' }));
  return {
    staticRoots: { shell: dir('shell'), remotes: dir('remotes') },
    publicDir: dir('public'),
  };
}
