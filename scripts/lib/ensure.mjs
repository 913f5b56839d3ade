// Steps shared by `npm start` and `npm test` on a fresh clone. Plain Node, no dependencies:
// this runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  console.log(`\x1b[36m[cardbridge]\x1b[0m ${message}`);
}

export function loud(message) {
  const bar = '!'.repeat(78);
  console.warn(`\n\x1b[33m${bar}\n${message}\n${bar}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Cardbridge needs Node.js 20.19 or newer; this is ${process.version}`);
  }
}

/** npm install when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  log('installing npm dependencies...');
  run('npm', [fs.existsSync(marker) ? 'install' : 'ci', '--no-audit', '--no-fund']);
}

export function which(binary, extra = []) {
  for (const candidate of extra) if (fs.existsSync(candidate)) return candidate;
  try {
    return execFileSync('which', [binary], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The script behind a workspace's bin, as npm linked it into node_modules/.bin. */
export function installedBin(name) {
  const link = path.join(root, 'node_modules/.bin', name);
  if (!fs.existsSync(link)) throw new Error(`${name} is not installed; run "npm install"`);
  return fs.realpathSync(link);
}

export const findNginx = () => which('nginx', ['/usr/sbin/nginx']);
export const findChromium = () =>
  process.env.CHROMIUM_PATH ||
  which('chromium', ['/usr/bin/chromium', '/usr/bin/chromium-browser']);

/** Installs Debian packages when we are root on a Debian-like machine; false when we cannot. */
export function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !which('apt-get')) return false;
  log(`installing ${packages.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
  return true;
}

export function build() {
  log('building the services, the shell and the remotes...');
  run('npm', ['run', 'build', '--silent']);
}
