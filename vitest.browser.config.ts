import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the console in Debian's Chromium (test/browser/, not part of `npm test`,
// which must pass on a machine without a browser; docs/console.md)
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
