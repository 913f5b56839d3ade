import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@cardbridge/platform';

const sellerDir = path.join(repoRoot, 'mfe-seller');

/**
 * A copy of the seller remote under `workDir/<label>`, changed by `edit` (given the copy's
 * folder) and built on its own: what the seller team deploys. Nothing of the shell is touched.
 */
export function buildSellerCopy(
  workDir: string,
  label: string,
  edit: (copy: string) => void,
): string {
  const copy = path.join(workDir, label);
  fs.cpSync(sellerDir, copy, {
    recursive: true,
    filter: (src) => !/[/\\](dist|node_modules)$/.test(src),
  });
  if (fs.existsSync(path.join(sellerDir, 'node_modules'))) {
    fs.symlinkSync(path.join(sellerDir, 'node_modules'), path.join(copy, 'node_modules'));
  }
  edit(copy);
  execFileSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
    cwd: copy,
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

/** Rewrites one file of the copy, failing loudly when `change` changes nothing. */
export function editFile(copy: string, file: string, change: (source: string) => string): void {
  const target = path.join(copy, file);
  const source = fs.readFileSync(target, 'utf8');
  const changed = change(source);
  if (changed === source) throw new Error(`${file}: the edit changed nothing`);
  fs.writeFileSync(target, changed);
}
