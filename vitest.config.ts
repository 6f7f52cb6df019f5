import { configDefaults, defineConfig } from 'vitest/config';

// test/ddb-local/ needs DynamoDB Local (Java): only in its profile, `npm run test:ddb-local` (TEST_STORE=dynamodb-local)
const ddbLocal = process.env.TEST_STORE === 'dynamodb-local';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/browser/ drives Chromium: its own config, `npm run test:browser` (vitest.browser.config.ts)
    exclude: [...configDefaults.exclude, 'test/browser/**', ...(ddbLocal ? [] : ['test/ddb-local/**'])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
