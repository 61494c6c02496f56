import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../testing/auth-helpers';
import { fuzzCalls, sendFuzz } from '../testing/fuzz';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../testing/test-app';

/** The fixed-seed budget in `npm test`; `npm run fuzz` runs longer (issue 12 B14). */
const BUDGET = 2000;

describe.each(TEST_DIALECTS)('fuzzing every operation of the registry on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it(`${BUDGET}+ generated requests (contract-shaped, hostile, broken, deep and huge bodies) answer no 5xx`, async () => {
    const member = await registerUser(t.app, { email: 'fuzz@example.com' });
    const { sent, failures, statuses } = await sendFuzz(t.app, fuzzCalls(BUDGET, 20_261_126), {
      ...member.headers,
      authorization: `Bearer ${TEST_API_KEY}`,
    });
    expect(sent).toBeGreaterThanOrEqual(BUDGET);
    // The requests reach the handlers, not only the validators: some are answered 200.
    expect(statuses[200] ?? 0).toBeGreaterThan(50);
    console.log(`fuzz on ${dialect}: ${sent} requests, statuses ${JSON.stringify(statuses)}`);
    expect(
      failures.map((f) => `${f.method} ${f.url.slice(0, 120)} ${f.contentType} ${f.payload.slice(0, 120)}`),
    ).toEqual([]);
  }, 300_000);
});
