/**
 * `npm run remote -- <list|deploy|publish|rollback> <name> [version] [--root <dir>] [--keep N]`:
 * operates the versioned remote store (see remote-store.ts). `deploy` builds that remote's
 * workspace only, then publishes and switches; `publish` does the same with the build already
 * there (image builds); `rollback` switches without building. The store is the running local
 * platform's (`.data/remotes`, or `$CARDBRIDGE_DATA_DIR/remotes`) unless `--root` names another,
 * e.g. the docker compose gateway's volume.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRemoteName, remoteNames, remoteWorkspace } from '@cardbridge/topology';
import { DEFAULT_KEEP, publishRemote, readRegistry, rollbackRemote } from './remote-store';

function usage(message: string): never {
  console.error(`${message}
usage: npm run remote -- list <name> [--root <dir>]
       npm run remote -- deploy <name> [--root <dir>] [--keep N]
       npm run remote -- publish <name> [--root <dir>] [--keep N]
       npm run remote -- rollback <name> [version] [--root <dir>]
remotes: ${remoteNames.join(', ')}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string' }, keep: { type: 'string' } },
});
const [command, name, version] = positionals;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
if (!name || !isRemoteName(name)) usage(`unknown remote "${name ?? ''}"`);
const dataDir = path.resolve(repoRoot, process.env.CARDBRIDGE_DATA_DIR ?? '.data');
const root = path.resolve(values.root ?? path.join(dataDir, 'remotes'));
const keep = values.keep ? Number(values.keep) : DEFAULT_KEEP;
if (!Number.isInteger(keep) || keep < 1) usage('--keep must be a positive whole number');

try {
  if (command === 'list') {
    const entry = readRegistry(root).remotes.find((r) => r.name === name);
    if (!entry) usage(`remote "${name}" has never been published in ${root}`);
    for (const v of entry.versions) console.log(`${v === entry.version ? '*' : ' '} ${v}`);
  } else if (command === 'deploy' || command === 'publish') {
    const workspace = remoteWorkspace(name);
    if (command === 'deploy') {
      execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
    }
    const distDir = path.join(repoRoot, workspace, 'dist');
    const entry = publishRemote({ root, name, distDir, keep });
    console.log(`${name}: ${entry.version} is live at ${entry.url}`);
  } else if (command === 'rollback') {
    const entry = rollbackRemote(root, name, version);
    console.log(`${name}: rolled back, ${entry.version} is live at ${entry.url}`);
  } else {
    usage(`unknown command "${command ?? ''}"`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
