/**
 * `npm run bench -w @cardbridge/e2e -- <name>` runs bench/<name>.ts (e.g. `web`, which
 * `npm run bench:web` at the root selects).
 */
const name = process.argv[2];
const benches = ['web'];
if (!name || !benches.includes(name)) {
  console.error(`usage: npm run bench -- <${benches.join('|')}>`);
  process.exit(2);
}
await import(`./${name}.ts`);
