import { defineConfig } from 'vitest/config';

// Every workspace's vitest config is a project; `npm test` runs them all. The globs name the
// config files (not folders) so that other files in a folder, e.g. services/Dockerfile, are not
// taken for projects.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'gateway/vitest.config.ts',
      'e2e/vitest.config.ts',
      'scripts/vitest.config.ts',
      'deploy/vitest.config.ts',
    ],
  },
});
