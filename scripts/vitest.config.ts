import { defineProject } from 'vitest/config';

// Checks over the whole repository (documents, how services and the platform fit together).
export default defineProject({
  test: {
    name: 'repo-checks',
    include: ['checks/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
