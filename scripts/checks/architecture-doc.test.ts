/**
 * docs/architecture.md#data-ownership must keep up with the code: each collection a service
 * declares (a mongoose model's `collection`, a GridFS bucket, a collection named in code) is
 * named in that service's row of the table.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceNames } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

const declared = [
  /\bcollection: '([\w.]+)'/g,
  /\bbucketName: '([\w.]+)'/g,
  /\.collection(?:<[^>]*>)?\('([\w.]+)'\)/g,
  /\bcreateInbox\(db\)/g,
];

function collectionsOf(service: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: path.join(repoRoot, 'services', service, 'src'),
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('testing/'),
    );
  const names = new Set<string>();
  for (const file of files) {
    const text = read(path.join('services', service, 'src', file));
    for (const pattern of declared) {
      for (const match of text.matchAll(pattern)) names.add(match[1] ?? 'inbox');
    }
  }
  return [...names].sort();
}

function ownershipRow(service: string): string {
  const doc = read('docs/architecture.md');
  const section = doc.slice(doc.indexOf('## Data ownership'), doc.indexOf('## Where state lives'));
  const row = section
    .split('\n')
    .find((line) => new RegExp(`^\\|\\s*${service}\\s*\\|`).test(line));
  if (!row) throw new Error(`docs/architecture.md#data-ownership has no row for ${service}`);
  return row;
}

describe('docs/architecture.md#data-ownership', () => {
  for (const service of serviceNames) {
    it(`names every collection ${service} declares`, () => {
      const row = ownershipRow(service);
      const collections = collectionsOf(service);
      expect(collections.length).toBeGreaterThan(0);
      expect(collections.filter((name) => !row.includes(`\`${name}\``))).toEqual([]);
    });
  }
});
