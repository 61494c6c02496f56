import type { ProgressReporter } from '../../src/server/modules/reference-data/reference-import';

/** A redrawn bar on a terminal; plain lines at every quarter otherwise (CI logs, pipes). */
export function consoleProgress(stream: NodeJS.WriteStream = process.stdout): ProgressReporter {
  let label = '';
  let total = 0;
  let lastQuarter = -1;
  return {
    start(name, count) {
      label = name;
      total = count;
      lastQuarter = -1;
      if (!stream.isTTY) stream.write(`${label}: ${count} rows\n`);
    },
    advance(done) {
      const share = total === 0 ? 1 : Math.min(1, done / total);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(share * width);
        stream.write(
          `\r${label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
        );
      } else {
        const quarter = Math.floor(share * 4);
        if (quarter > lastQuarter && quarter < 4) {
          lastQuarter = quarter;
          stream.write(`${label}: ${Math.round(share * 100)} %\n`);
        }
      }
    },
    finish() {
      stream.write(stream.isTTY ? '\n' : `${label}: done\n`);
    },
  };
}
