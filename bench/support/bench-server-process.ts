import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starts `bench-server.ts` in a process of its own (so the load generator does not share its event loop)
 * with `synthetic` synthetic recipes; `pinnedToCore` runs it on that core alone (`taskset`). Resolves once
 * it listens, with its address, its recipe count, a recipe page and how to stop it.
 */
export async function startBenchServer(synthetic: number, { pinnedToCore }: { pinnedToCore?: number } = {}) {
  const server = ['node_modules/.bin/tsx', 'bench/support/bench-server.ts'];
  const [command, ...args] =
    pinnedToCore === undefined ? server : ['taskset', '-c', String(pinnedToCore), ...server];
  const child = spawn(command!, args, {
    env: { ...process.env, BENCH_SYNTHETIC: String(synthetic) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{"base"')) {
      const info = JSON.parse(line) as { base: string; recipes: number; recipe: string };
      return { ...info, stop: () => new Promise((done) => child.once('exit', done).kill('SIGTERM')) };
    }
  }
  throw new Error('the bench server ended before it listened');
}
