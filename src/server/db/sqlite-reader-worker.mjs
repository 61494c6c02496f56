// One read-only SQLite connection in a worker thread. The app's read queries run here, so a slow search
// never holds up the event loop (issue 13 A4); WAL lets it read while the main connection writes.
// Plain JavaScript: it needs nothing from the app, so it starts without compiling TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const database = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');

/** Prepared statements by SQL text, most used last (as the main connection keeps them). */
const statements = new Map();
function prepared(source) {
  const cached = statements.get(source);
  if (cached) {
    statements.delete(source);
    statements.set(source, cached);
    return cached;
  }
  const statement = database.prepare(source);
  statements.set(source, statement);
  if (statements.size > workerData.statementCacheSize) statements.delete(statements.keys().next().value);
  return statement;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    // A Buffer parameter arrives as a Uint8Array; better-sqlite3 binds Buffers.
    const values = parameters.map((value) => (value instanceof Uint8Array ? Buffer.from(value) : value));
    const statement = prepared(sql);
    const started = performance.now();
    const rows = statement.all(values);
    parentPort.postMessage({ id, rows, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error.name, message: error.message, code: error.code } });
  }
});
