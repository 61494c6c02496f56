import { Writable } from 'node:stream';
import { LOCALES } from '../core/i18n/locales';
import { api, pages } from '../core/routes';

/**
 * Human-readable logs for people running `npm start` (LOG_FORMAT=pretty, the default): one short line per
 * entry, `12:04:05 WARN  message key=value`; requests as `GET /en/recipes 200 14 ms`. LOG_FORMAT=json keeps
 * pino's JSON lines for log collectors.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
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

/** Query parameters that carry secrets: the logout's CSRF token, OAuth codes and states, tokens. */
const SECRET_PARAMS = new Set(['_csrf_token', 'code', 'state', 'token']);

/** Paths whose last segment is a secret: the e-mail confirmation link and the reset-password pages. */
const SECRET_PATHS = [
  api.auth_social_email_confirm.path,
  ...LOCALES.map((locale) => `/${locale}/${pages.setNewPassword.slugs[locale]}`),
].map(
  (template) =>
    new RegExp(`^(${template.replace(/:\w+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})[^/?#]+`),
);

/** A request URL fit for the log: secrets in its path and query become `[redacted]`. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = SECRET_PATHS.reduce(
    (current, pattern) => current.replace(pattern, (_, prefix: string) => `${prefix}[redacted]`),
    path,
  );
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the logger records of a request (pino's `req` serializer). */
export function requestLogFields(request: { method: string; url: string; ip: string }) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
