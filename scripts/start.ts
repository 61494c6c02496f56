/**
 * `npm start`: builds the web app when its build is missing or stale, then starts the server, which
 * migrates the database and seeds what the app needs before it listens.
 */
import { loadConfig } from '../src/server/config';
import { buildWeb, webBuildIsStale } from './web-build';

const config = loadConfig();
if (config.env !== 'development' && webBuildIsStale(config.webDistDir)) {
  console.log('Building the web app…');
  buildWeb();
}
await import('../src/server/main');
