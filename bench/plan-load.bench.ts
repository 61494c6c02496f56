/**
 * Health stays fast while plans are generated (issue 12 A5): on the real reference data, six clients ask
 * for 61-day plans back to back over HTTP on loopback while one more calls /api/health; prints the health
 * latencies (goal: p99 < 50 ms) and the plans answered. Bounded: 15 s of load.
 */
import { performance } from 'node:perf_hooks';
import { servedAppWithData } from './support/served-app';

const CLIENTS = 6;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PLAN = {
  targetCalories: 2200,
  preferences: { dietType: 'any', allergens: [] },
  schedule: [
    { id: 'b', time: '08:00', type: 'Meal', label: '' },
    { id: 'l', time: '13:00', type: 'Meal', label: '' },
    { id: 's', time: '16:00', type: 'Meal', label: '' },
    { id: 'd', time: '19:00', type: 'Meal', label: '' },
    { id: 'e', time: '18:00', type: 'Exercise', label: '' },
  ],
  planDuration: 61,
  startDate: '2026-12-01',
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

const { config, base, close } = await servedAppWithData({ PLAN_PER_CLIENT: String(CLIENTS) });
try {
  const until = performance.now() + SECONDS * 1000;
  let plans = 0;
  let failures = 0;
  const planClient = async () => {
    while (performance.now() < until) {
      const res = await fetch(`${base}/api/diet-generator/plan`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...PLAN, seed: plans }),
      });
      await res.arrayBuffer();
      if (res.ok) plans += 1;
      else failures += 1;
    }
  };
  const health: number[] = [];
  const healthClient = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((done) => setTimeout(done, 20));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, planClient), healthClient()]);
  console.log(
    `plan workers ${config.planPool.size}, ${CLIENTS} clients asking for 61-day plans for ${SECONDS} s`,
  );
  console.log(`plans answered ${plans} (${(plans / SECONDS).toFixed(1)}/s), failed ${failures}`);
  console.log(
    `/api/health during the load: ${health.length} calls, p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
  );
} finally {
  await close();
}
