/**
 * `npm run build`: builds the web app into dist/web unless the build there is already newer than every input
 * (CI builds once: `npm test` builds for the browser journeys, this then finds nothing to do).
 * `-- --force` builds regardless.
 */
import { buildWeb, webBuildIsStale } from './web-build';

if (process.argv.includes('--force') || webBuildIsStale('dist/web')) buildWeb();
else
  console.log(
    'dist/web is up to date with its sources: nothing to build (npm run build -- --force builds anyway).',
  );
