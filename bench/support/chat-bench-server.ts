/**
 * The server of `npm run bench:chat`, in a process of its own (started with --expose-gc): the real app on a
 * fresh SQLite database, rate limits off, and BENCH_MEMBERS confirmed members made directly in the
 * database, each with a session (registration's security check would only slow the set-up). Prints one
 * JSON line ({ base, members: [{ id, cookie, csrfToken }] }) once it listens; answers "memory" on stdin with
 * a JSON line of its heap and RSS after a full garbage collection; stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createUsersRepo } from '../../src/server/modules/users/users.repo';
import { SESSION_COOKIE } from '../../src/server/plugins/session';
import { freshDatabase } from '../../src/server/testing/test-app';
import { BENCH_API_KEY } from './served-app';

const count = Number(process.env.BENCH_MEMBERS ?? 200);
const db = await freshDatabase('sqlite');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: db.url,
  ADMIN_PASSWORD: 'bench-admin-pw',
  VAR_DIR: 'var/test-cache',
  PUBLIC_API_KEY: BENCH_API_KEY,
  RATE_LIMIT_ENABLED: 'false',
  CHAT_NEW_PER_DAY: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
});
const { app } = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
process.on('SIGTERM', () => void app.close().finally(() => db.drop().finally(() => process.exit(0))));

const users = createUsersRepo(app.database.db);
const members = [];
for (let i = 0; i < count; i += 1) {
  const id = await users.insert({
    email: `bench-chat-${i}@example.com`,
    username: `bench-chat-${i}@example.com`,
    passwordHash: '',
    roles: ['user'],
    firstName: `Member${i}`,
    lastName: 'Bench',
    emailVerified: true,
  });
  const { token, csrfToken } = await app.sessions.create(id!);
  members.push({ id: id!, cookie: `${SESSION_COOKIE}=${token}`, csrfToken });
}

console.log(
  JSON.stringify({ base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, members }),
);

const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'memory') continue;
  for (let i = 0; i < 3; i += 1) gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  console.log(JSON.stringify({ heapUsed, rss, gc: gc !== undefined }));
}
