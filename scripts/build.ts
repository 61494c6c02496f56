/**
 * `npm run build`: builds the web app into dist/web and its server renderer into dist/server unless the build
 * there is already newer than every input (CI builds once: `npm test` builds for the browser journeys, this
 * then finds nothing to do). `-- --force` builds regardless; `-- --quiet` shows only warnings and errors.
 */
import { buildWeb, webBuildIsStale } from './web-build';

if (process.argv.includes('--force') || webBuildIsStale('dist/web'))
  buildWeb({ quiet: process.argv.includes('--quiet') });
else
  console.log(
    'dist/web is up to date with its sources: nothing to build (npm run build -- --force builds anyway).',
  );
