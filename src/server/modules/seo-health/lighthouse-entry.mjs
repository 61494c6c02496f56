// A worker thread starts from plain JavaScript: it registers tsx, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./lighthouse-worker.ts');
