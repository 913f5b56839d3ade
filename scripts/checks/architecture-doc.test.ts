/**
 * docs/architecture.md keeps up with the code: each collection a service declares (a mongoose
 * model's `collection`, a GridFS bucket, a collection named in code) is named in that service's
 * data-ownership row, and each public route in its route-ownership row.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeTable } from '@cardbridge/api-routes';
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

describe('docs/architecture.md#route-ownership', () => {
  const doc = read('docs/architecture.md');
  const section = doc.slice(doc.indexOf('## Route ownership'), doc.indexOf('## Sessions'));

  it('names each public route under the service that owns it', () => {
    const missing = routeTable.flatMap(({ path: route, service }) => {
      const row = section.split('\n').find((line) => line.startsWith(`| ${service} `)) ?? '';
      const listed = [...row.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
      const name = route.replace(/^\/api\//, '');
      const covered = listed.some((entry) =>
        entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : entry === name,
      );
      return covered ? [] : [`${service}: ${name}`];
    });
    expect(missing).toEqual([]);
  });
});
