/**
 * `cardbridge-remote` (`npm run remote -- ...`), the one way into the versioned remote store (see
 * remote-store.ts), used by people, `npm start`, the gateway image and docker compose alike:
 *   list <name>                        kept versions, * marks the live one
 *   deploy <name>                      build that remote's workspace only, publish it, switch
 *   publish <name...> | --all          publish the builds already there and switch
 *       --if-new                       leave a remote alone when its build is already in the store
 *                                      (a rollback made since stays in force: `npm start`)
 *       --if-built                     skip a remote that has no build, saying so
 *   rollback <name> [version]          switch back without building (the previous one by default)
 * The store is the local platform's (`.data/remotes`, or `$CARDBRIDGE_DATA_DIR/remotes`) unless
 * `--root` names another, e.g. the docker compose gateway's volume; `--keep N` versions are kept.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRemoteName, remoteNames, remoteWorkspace, type RemoteName } from '@cardbridge/topology';
import {
  DEFAULT_KEEP,
  publishIfNew,
  publishRemote,
  readRegistry,
  rollbackRemote,
} from './remote-store';

function usage(message: string): never {
  console.error(`${message}
usage: npm run remote -- list <name> [--root <dir>]
       npm run remote -- deploy <name> [--root <dir>] [--keep N]
       npm run remote -- publish <name...>|--all [--if-new] [--if-built] [--root <dir>] [--keep N]
       npm run remote -- rollback <name> [version] [--root <dir>]
remotes: ${remoteNames.join(', ')}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    keep: { type: 'string' },
    all: { type: 'boolean' },
    'if-new': { type: 'boolean' },
    'if-built': { type: 'boolean' },
  },
});
const [command, ...args] = positionals;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = path.resolve(repoRoot, process.env.CARDBRIDGE_DATA_DIR ?? '.data');
const root = path.resolve(values.root ?? path.join(dataDir, 'remotes'));
const keep = values.keep ? Number(values.keep) : DEFAULT_KEEP;
if (!Number.isInteger(keep) || keep < 1) usage('--keep must be a positive whole number');

function remoteArg(name: string | undefined): RemoteName {
  if (!name || !isRemoteName(name)) usage(`unknown remote "${name ?? ''}"`);
  return name;
}

const distDirOf = (name: RemoteName) => path.join(repoRoot, remoteWorkspace(name), 'dist');

function publish(name: RemoteName) {
  const distDir = distDirOf(name);
  if (values['if-built'] && !fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    console.log(`${name}: no build in ${path.relative(repoRoot, distDir)}; not published`);
    return;
  }
  const options = { root, name, distDir, keep };
  const entry = values['if-new'] ? publishIfNew(options) : publishRemote(options);
  console.log(`${name}: ${entry.version} is live at ${entry.url}`);
}

try {
  if (command === 'list') {
    const name = remoteArg(args[0]);
    const entry = readRegistry(root).remotes.find((r) => r.name === name);
    if (!entry) usage(`remote "${name}" has never been published in ${root}`);
    for (const v of entry.versions) console.log(`${v === entry.version ? '*' : ' '} ${v}`);
  } else if (command === 'deploy') {
    const name = remoteArg(args[0]);
    execFileSync('npm', ['run', 'build', '-w', remoteWorkspace(name)], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    publish(name);
  } else if (command === 'publish') {
    const names = values.all ? remoteNames : args.map(remoteArg);
    if (names.length === 0) usage('publish: name a remote, or --all');
    for (const name of names) publish(name);
  } else if (command === 'rollback') {
    const name = remoteArg(args[0]);
    const entry = rollbackRemote(root, name, args[1]);
    console.log(`${name}: rolled back, ${entry.version} is live at ${entry.url}`);
  } else {
    usage(`unknown command "${command ?? ''}"`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
