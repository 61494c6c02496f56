import { Writable } from 'node:stream';

/**
 * Human-readable logs for people running `npm start` (LOG_FORMAT=pretty, the default): one short line per
 * entry, `12:04:05 WARN  message key=value`; requests as `GET /en/recipes 200 14 ms`. LOG_FORMAT=json keeps
 * pino's JSON lines for log collectors.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
  const level = (LEVELS[Number(entry.level)] ?? 'INFO').padEnd(5);
  const details = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object') {
        const error = value as { message?: string; stack?: string };
        return `\n${error.stack ?? error.message ?? ''}`;
      }
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  return [time, level, String(entry.msg ?? ''), ...details].filter(Boolean).join(' ');
}

export function humanLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`${formatLogLine(line)}\n`);
      done();
    },
  });
}

/** The closing lines of `npm start`: where the app runs, and the admin's one-time password in a box. */
export function startupBanner(url: string, admin?: { email: string; oneTimePassword: string }): string {
  const lines = [`Nutrio is running at ${url}`];
  if (admin) {
    const rows = [
      'Admin account created',
      `E-mail:            ${admin.email}`,
      `One-time password: ${admin.oneTimePassword}`,
      'Shown only now. Set ADMIN_PASSWORD before the first start to choose your own.',
    ];
    const width = Math.max(...rows.map((r) => r.length));
    lines.unshift(
      '',
      `┌${'─'.repeat(width + 2)}┐`,
      ...rows.map((r) => `│ ${r.padEnd(width)} │`),
      `└${'─'.repeat(width + 2)}┘`,
    );
  }
  return `${lines.join('\n')}\n`;
}
