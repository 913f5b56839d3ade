import { defineConfig } from 'tsup';

// Bundle the workspace packages (they ship TypeScript source); keep npm dependencies external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@cardbridge\//],
});
