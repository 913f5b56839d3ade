import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['k8s/**/*.test.ts'],
  },
});
