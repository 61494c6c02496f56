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
