/**
 * `npm run test:durability` (issue 12 B15): starts the real server as its own process, lets concurrent
 * writers register accounts (each answered 200 is an acknowledged write), kills the process with SIGKILL
 * in the middle, three times, restarts it on the same database, and fails if any acknowledged account is
 * missing or — on SQLite — `PRAGMA integrity_check` is not ok. SQLite always; PostgreSQL too with
 * TEST_DATABASE_URL. DURABILITY_ROUND_MS (default 2500) sets how long writers run before each kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { openDatabase, type DialectName } from '../src/server/db/dialect';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';

const ROUNDS = 3;
const WRITERS = 4;
const ROUND_MS = Number(process.env.DURABILITY_ROUND_MS ?? 2500);

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

async function startServer(
  databaseUrl: string,
  port: number,
): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: 'durability-admin-pw',
      CAPTCHA_DIFFICULTY: '10',
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_ENABLED: 'false',
      VAR_DIR: 'var/test-cache/durability',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, exited };
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not start within 60 s');
}

async function captcha(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Registers accounts until `until`; answers the addresses the server acknowledged (200). */
async function writer(base: string, name: string, until: number): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let i = 0; Date.now() < until; i += 1) {
    const email = `${name}-${i}@durable.example`;
    try {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstname: 'D',
          lastname: 'W',
          email,
          password: 'durable-pass-1',
          confirmPassword: 'durable-pass-1',
          gender: '',
          language: 'en',
          captcha: await captcha(base),
        }),
      });
      await res.arrayBuffer();
      if (res.status === 200) acknowledged.push(email);
    } catch {
      return acknowledged; // the server died under us: this write was never acknowledged
    }
  }
  return acknowledged;
}

async function run(dialect: DialectName): Promise<boolean> {
  const database = await freshDatabase(dialect);
  const acknowledged: string[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const port = await freePort();
      const server = await startServer(database.url, port);
      const until = Date.now() + ROUND_MS * 2;
      const writes = Array.from({ length: WRITERS }, (_, w) =>
        writer(`http://127.0.0.1:${port}`, `r${round}w${w}`, until),
      );
      await new Promise((done) => setTimeout(done, ROUND_MS));
      server.child.kill('SIGKILL');
      const lists = await Promise.all(writes);
      for (const list of lists) acknowledged.push(...list);
      console.log(
        `  ${dialect} round ${round}: ${lists.reduce((n, list) => n + list.length, 0)} acknowledged before the kill`,
      );
      await server.exited;
    }
    const connection = openDatabase(database.url);
    try {
      const stored = new Set(
        (await connection.db.selectFrom('users').select('email').execute()).map((row) => row.email),
      );
      const lost = acknowledged.filter((email) => !stored.has(email));
      const integrity =
        dialect === 'sqlite'
          ? String(
              Object.values(
                (await sql.raw('PRAGMA integrity_check').execute(connection.db)).rows[0] as object,
              )[0],
            )
          : 'n/a';
      console.log(
        `${dialect}: ${ROUNDS} × SIGKILL under ${WRITERS} writers, ${acknowledged.length} acknowledged writes, ${lost.length} lost, integrity_check ${integrity}`,
      );
      return lost.length === 0 && (integrity === 'ok' || integrity === 'n/a');
    } finally {
      await connection.close();
    }
  } finally {
    await database.drop();
  }
}

let ok = true;
for (const dialect of TEST_DIALECTS) ok = (await run(dialect)) && ok;
process.exit(ok ? 0 : 1);
