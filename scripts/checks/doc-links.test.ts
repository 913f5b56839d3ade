import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrokenReferences, headingSlugs } from './doc-links';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const checked = /\.(ts|tsx|mts|mjs|js|md|css|yml|yaml|sh)$|Dockerfile$/;
/** Copies of other projects' files kept as they are, and this check's own examples. */
const foreign = /(^|\/)fixtures\/|^scripts\/checks\/doc-links/;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

describe('document references', () => {
  it('resolve: every cited document exists and every cited heading is one of its headings', () => {
    const files = trackedFiles();
    const scan = files.filter((file) => checked.test(file) && !foreign.test(file));
    const broken = findBrokenReferences(repoRoot, { files, scan }).map(
      (b) => `${b.file}:${b.line} ${b.reference}: ${b.problem}`,
    );
    expect(broken).toEqual([]);
  });

  it('cite a document in the repository, never "the spec" (which is not in it)', () => {
    const files = trackedFiles().filter((file) => checked.test(file) && !foreign.test(file));
    const outside = /\bthe spec\b|\bspec['’][sd]\b|\bspec section\b|\bproduct spec\b/i;
    const citing = files.flatMap((file) =>
      fs
        .readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1} ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it('the check finds a missing file, a missing heading and a bare name outside docs/', () => {
    const files: Record<string, string> = {
      'docs/product.md': '# Rules\n\n## Sign-in protection\n\n## Limits & quotas\n',
      'docs/guide.md': 'See [limits](product.md#limits--quotas) and [nothing](product.md#nope).\n',
      'src/a.ts': [
        '// docs/product.md#sign-in-protection',
        '// docs/product.md#signin',
        '// conventions.md, point 6',
        '// docs/missing.md',
      ].join('\n'),
    };
    const broken = findBrokenReferences('/', {
      files: Object.keys(files),
      read: (f) => files[f] ?? '',
    });
    expect(broken.map((b) => `${b.file}:${b.line} ${b.reference}`)).toEqual([
      'docs/guide.md:1 product.md#nope',
      'src/a.ts:2 docs/product.md#signin',
      'src/a.ts:3 conventions.md',
      'src/a.ts:4 docs/missing.md',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    const slugs = headingSlugs(
      '# Who builds, starts and publishes\n## `npm start` & you\n## Limits\n## Limits\n```\n# not a heading\n```\n',
    );
    expect([...slugs]).toEqual([
      'who-builds-starts-and-publishes',
      'npm-start--you',
      'limits',
      'limits-1',
    ]);
  });
});
