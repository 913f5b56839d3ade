import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['k8s/**/*.test.ts', 'compose/**/*.test.ts', 'observability/**/*.test.ts'],
    // The CLI's tests start node (tsx) once per render.
    testTimeout: 30_000,
  },
});
