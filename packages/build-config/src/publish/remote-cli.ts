/**
 * `cardbridge-remote` (`npm run remote -- ...`), the one way into the versioned remote store (see
 * remote-store.ts), used by people, `npm start`, the gateway image and docker compose alike:
 *   list <name>                        kept versions, * marks the live one, ~ a canary
 *   deploy <name>                      build that remote's workspace only, publish it, switch
 *   publish <name...> | --all          publish the builds already there and switch
 *       --if-new                       leave a remote alone when its build is already in the store
 *                                      (a rollback made since stays in force: `npm start`)
 *       --if-built                     skip a remote that has no build, saying so
 *       --stage                        keep the build as a version without making it live
 *       --dist <dir>                   publish that build folder (one remote) instead of its dist/
 *   rollback <name> [version]          switch back without building (the previous one by default)
 *   canary <name> <version> <percent>  serve a published version to 1–99 % of browsers
 *   promote <name> | abort <name>      make the canary live | drop it
 *   status <name>                      live and canary: views and errors over the last hour
 *   history <name>                     every registry change: when, who, from -> to, why
 * `--why <text>` says why in the history; the operator is CARDBRIDGE_OPERATOR or git's user.name.
 * deploy, publish and canary refuse a build whose shared singletons the live shell's do not
 * satisfy (`--shell <dist>`: that shell build's shared-versions.json; by default shell/dist, else
 * the versions installed here). The store is the local platform's (`.data/remotes`, or
 * `$CARDBRIDGE_DATA_DIR/remotes`) unless `--root` names another, e.g. the docker compose
 * gateway's volume; `--keep N` versions are kept.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRemoteName, remoteNames, remoteWorkspace, type RemoteName } from '@cardbridge/topology';
import { abortCanary, promoteCanary, startCanary } from './canary';
import { assertCompatible, shellSharedVersions } from './compatibility';
import { readHistory } from './deploy-history';
import { fetchCounts, historyLine, statusLines } from './remote-status';
import {
  DEFAULT_KEEP,
  contentVersion,
  publishIfNew,
  publishRemote,
  publishedEntry,
  readRegistry,
  rollbackRemote,
} from './remote-store';

function usage(message: string): never {
  console.error(`${message}
usage: npm run remote -- list <name> [--root <dir>]
       npm run remote -- deploy <name> [--root <dir>] [--keep N] [--why <text>]
       npm run remote -- publish <name...>|--all [--if-new] [--if-built] [--stage] [--dist <dir>] [--root <dir>] [--keep N]
       npm run remote -- rollback <name> [version] [--root <dir>] [--why <text>]
       npm run remote -- canary <name> <version> <percent> [--root <dir>] [--why <text>]
       npm run remote -- promote <name> | abort <name> [--root <dir>] [--why <text>]
       npm run remote -- status <name> | history <name> [--root <dir>]
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
    stage: { type: 'boolean' },
    why: { type: 'string' },
    shell: { type: 'string' },
    dist: { type: 'string' },
  },
});
const [command, ...args] = positionals;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDir = path.resolve(repoRoot, process.env.CARDBRIDGE_DATA_DIR ?? '.data');
const root = path.resolve(values.root ?? path.join(dataDir, 'remotes'));
const keep = values.keep ? Number(values.keep) : DEFAULT_KEEP;
if (!Number.isInteger(keep) || keep < 1) usage('--keep must be a positive whole number');
const note = values.why ? { why: values.why } : {};
const shellVersions = () =>
  shellSharedVersions(path.resolve(values.shell ?? path.join(repoRoot, 'shell/dist')));

function remoteArg(name: string | undefined): RemoteName {
  if (!name || !isRemoteName(name)) usage(`unknown remote "${name ?? ''}"`);
  return name;
}

const distDirOf = (name: RemoteName) =>
  values.dist ? path.resolve(values.dist) : path.join(repoRoot, remoteWorkspace(name), 'dist');

function publish(name: RemoteName) {
  const distDir = distDirOf(name);
  if (values['if-built'] && !fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
    console.log(`${name}: no build in ${path.relative(repoRoot, distDir)}; not published`);
    return;
  }
  // Refused before anything is copied: the store and the registry stay as they were.
  assertCompatible(name, distDir, shellVersions());
  const options = { root, name, distDir, keep, note, stage: values.stage };
  if (values.stage) {
    publishRemote(options);
    console.log(`${name}: ${contentVersion(distDir)} is published (not live)`);
    return;
  }
  const entry = values['if-new'] ? publishIfNew(options) : publishRemote(options);
  console.log(`${name}: ${entry.version} is live at ${entry.url}`);
}

async function run() {
  if (command === 'list') {
    const name = remoteArg(args[0]);
    const entry = publishedEntry(readRegistry(root), root, name);
    for (const v of entry.versions) {
      const mark = v === entry.version ? '*' : v === entry.canary?.version ? '~' : ' ';
      console.log(`${mark} ${v}${mark === '~' ? ` (canary ${entry.canary?.percent} %)` : ''}`);
    }
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
    if (values.dist && names.length !== 1) usage('publish --dist: name one remote');
    for (const name of names) publish(name);
  } else if (command === 'rollback') {
    const name = remoteArg(args[0]);
    const entry = rollbackRemote(root, name, args[1], undefined, note);
    console.log(`${name}: rolled back, ${entry.version} is live at ${entry.url}`);
  } else if (command === 'canary') {
    const name = remoteArg(args[0]);
    const [version, percentArg] = args.slice(1);
    if (!version || !percentArg)
      usage('canary: name the remote, a published version and a percentage');
    const percent = /^\d+$/.test(percentArg) ? Number(percentArg) : Number.NaN;
    if (!(percent >= 1 && percent <= 99)) {
      throw new Error(`a canary's percentage is a whole number from 1 to 99 (got "${percentArg}")`);
    }
    const current = publishedEntry(readRegistry(root), root, name);
    if (current.versions.includes(version)) {
      assertCompatible(name, path.join(root, name, version), shellVersions());
    }
    startCanary({ root, name, version, percent, note });
    console.log(
      `${name}: ${version} is the canary for ${percent} % of browsers (${current.version} stays live)`,
    );
  } else if (command === 'promote') {
    const name = remoteArg(args[0]);
    const entry = promoteCanary(root, name, note);
    console.log(`${name}: canary promoted, ${entry.version} is live at ${entry.url}`);
  } else if (command === 'abort') {
    const name = remoteArg(args[0]);
    const entry = abortCanary(root, name, { note });
    console.log(`${name}: canary aborted, ${entry.version} stays live`);
  } else if (command === 'status') {
    const name = remoteArg(args[0]);
    const entry = publishedEntry(readRegistry(root), root, name);
    const counts = await fetchCounts(name, dataDir).catch((error: Error) => error);
    for (const line of statusLines(entry, counts, readHistory(root, name))) console.log(line);
  } else if (command === 'history') {
    const name = remoteArg(args[0]);
    const history = readHistory(root, name);
    if (history.length === 0) console.log(`${name}: no registry changes recorded in ${root}`);
    for (const h of history) console.log(historyLine(h));
  } else {
    usage(`unknown command "${command ?? ''}"`);
  }
}

try {
  await run();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
