/** Runs every benchmark in bench/ one after another. */
import { readdirSync } from 'node:fs';

for (const file of readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n# ${file}`);
  await import(`./${file}`);
}
