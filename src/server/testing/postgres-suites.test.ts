import { describe, expect, it } from 'vitest';

/**
 * The API suites run on PostgreSQL only with TEST_DATABASE_URL. Without it this says so as a skipped test
 * (instead of the PostgreSQL runs silently vanishing), and in CI it fails (issue 12 C20).
 */
describe('PostgreSQL suites', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('run: TEST_DATABASE_URL points at a server, every API suite runs on PostgreSQL too', () => {
    expect(url).toMatch(/^postgres(ql)?:\/\//);
  });
  it.runIf(process.env.CI === 'true')('are required in CI', () => {
    expect(url, 'CI must start PostgreSQL and export TEST_DATABASE_URL (.ci/run does)').toBeTruthy();
  });
});

/**
 * Two app instances sharing PostgreSQL and Redis (shared-instances.test.ts) need both servers; the same rule:
 * skipped and said so without them, a failure in CI.
 */
describe('Shared-instances suite', () => {
  const urls = { database: process.env.TEST_DATABASE_URL, redis: process.env.TEST_REDIS_URL };
  it.skipIf(!urls.database || !urls.redis)(
    'runs: TEST_DATABASE_URL and TEST_REDIS_URL point at servers',
    () => {
      expect(urls.redis).toMatch(/^rediss?:\/\//);
    },
  );
  it.runIf(process.env.CI === 'true')('is required in CI', () => {
    expect(urls.redis, 'CI must start Redis and export TEST_REDIS_URL (.ci/run does)').toBeTruthy();
  });
});
