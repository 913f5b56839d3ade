import { defineProject } from 'vitest/config';

// Browser tests drive Debian's Chromium through the real nginx gateway; one platform for all files.
export default defineProject({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
