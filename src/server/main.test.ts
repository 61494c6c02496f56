import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  let dir = '';
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGTERM finishes the in-flight request, closes the database and exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'nutrio-main-'));
    const dbFile = join(dir, 'nutrio.db');
    const port = await freePort();
    const inherited = { ...process.env };
    delete inherited.LOG_FORMAT;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${dbFile}`,
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'shutdown-test-pw',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    await waitForHealth(port, child);
    expect(existsSync(`${dbFile}-wal`)).toBe(true);
    // Readable logs (LOG_FORMAT defaults to pretty) and the banner as the last line.
    await fetch(`http://127.0.0.1:${port}/api/health`);
    await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`Nutrio is running at http://localhost:${port}`);
    expect(output).toMatch(/INFO {2}GET \/api\/health 200 \d+ ms/);
    expect(output).not.toContain('"level"');

    // A request whose body is still arriving when the signal comes.
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += String(chunk)));
    const body = '{"text":"slow"}';
    socket.write(
      `POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(5));
    const code = await exited;
    await new Promise((r) => setTimeout(r, 50));

    expect(response).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(code).toBe(0);
    expect(output).toContain('shutdown complete');
    // SQLite checkpoints and removes the WAL when the last connection closes cleanly.
    expect(existsSync(`${dbFile}-wal`)).toBe(false);
  });
});
