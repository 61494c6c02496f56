/**
 * `npm test`: the format check, lint, typecheck, the production dependency audit, the i18n and name checks, unit + API tests (Vitest, one run), the web build, then Playwright —
 * each once. Ends with one summary line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'var/test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const steps: Array<{ name: string; command: string[] }> = [
  { name: 'format', command: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.'] },
  { name: 'lint', command: ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.'] },
  { name: 'typecheck', command: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'i18n:check', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/i18n/i18n-check.ts'] },
  { name: 'audit', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/audit.ts'] },
  {
    name: 'data:check-names',
    command: ['node_modules/tsx/dist/cli.mjs', 'scripts/data/check-names.ts', '--samples', '0'],
  },
  {
    name: 'unit + api',
    command: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${RESULTS}/vitest.json`,
    ],
  },
  // The browser's build and the server's page renderer, which the journeys need.
  { name: 'build', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts', '--force', '--quiet'] },
  { name: 'e2e', command: ['node_modules/@playwright/test/cli.js', 'test'] },
];

let failedStep: string | undefined;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, step.command, { stdio: 'inherit' });
  console.log(
    `◀ ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

function readJson(path: string): Record<string, unknown> | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : undefined;
}
const vitest = readJson(`${RESULTS}/vitest.json`);
const playwright = readJson(`${RESULTS}/e2e.json`)?.stats as Record<string, number> | undefined;
const passed = Number(vitest?.numPassedTests ?? 0) + (playwright?.expected ?? 0) + (playwright?.flaky ?? 0);
const failed = Number(vitest?.numFailedTests ?? 0) + (playwright?.unexpected ?? 0);
const skipped = Number(vitest?.numPendingTests ?? 0) + (playwright?.skipped ?? 0);

if (failedStep) console.log(`\nnpm test stopped: step "${failedStep}" failed.`);
console.log(
  `\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);
