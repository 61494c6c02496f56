/**
 * `npm run fuzz`: a long fuzzing run over every operation of the registry (issue 12 B14), on SQLite and —
 * with TEST_DATABASE_URL — PostgreSQL. FUZZ_REQUESTS (default 20000) and FUZZ_SEED (default: random, printed)
 * set the run. Prints the requests sent and the 5xx count; exits 1 on any 5xx.
 */
import { registerUser } from '../src/server/testing/auth-helpers';
import { FUZZED_ROUTES, fuzzCalls, sendFuzz } from '../src/server/testing/fuzz';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS } from '../src/server/testing/test-app';

const requests = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
let failed = 0;
for (const dialect of TEST_DIALECTS) {
  const t = await createTestApp(dialect);
  try {
    const member = await registerUser(t.app, { email: 'fuzz@example.com' });
    const started = Date.now();
    const { sent, failures, statuses } = await sendFuzz(t.app, fuzzCalls(requests, seed), {
      ...member.headers,
      authorization: `Bearer ${TEST_API_KEY}`,
    });
    console.log(
      `${dialect}: seed ${seed}, ${sent} requests over ${FUZZED_ROUTES.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s, 5xx: ${failures.length}`,
    );
    console.log(`  statuses ${JSON.stringify(statuses)}`);
    for (const failure of failures.slice(0, 20))
      console.log(`  5xx ${failure.method} ${failure.url.slice(0, 160)} ${failure.payload.slice(0, 160)}`);
    failed += failures.length;
  } finally {
    await t.close();
  }
}
process.exit(failed > 0 ? 1 : 0);
