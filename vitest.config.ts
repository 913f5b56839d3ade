import { defineConfig } from 'vitest/config';

// Every workspace with a vitest config is a project; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'shell', 'mfe-*', 'gateway', 'e2e'],
  },
});
