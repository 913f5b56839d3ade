import fs from 'node:fs';

/**
 * `npm run bench -w @cardbridge/e2e -- <name>` runs bench/<name>.ts (`npm run bench:web` at the
 * root selects `web`).
 */
const benches = fs
  .readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const selected = process.argv[2];
if (!selected || !benches.includes(selected)) {
  console.error(`usage: npm run bench -- <${benches.join('|')}>`);
  process.exit(2);
}
await import(`./${selected}.ts`);
