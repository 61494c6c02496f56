import { describe, expect, it } from 'vitest';
import { formatLogLine, redactUrl, requestLogFields, startupBanner } from './logging';

describe('readable logs and the start banner (issue 10 C12)', () => {
  it('a pino JSON line becomes one short line with time, level, message and extra fields', () => {
    const time = new Date(2026, 10, 24, 12, 4, 5).getTime();
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'r',
      msg: 'slow query',
      table: 'foods',
    });
    expect(formatLogLine(line)).toBe('12:04:05 WARN  slow query table=foods');
    expect(formatLogLine('not json')).toBe('not json');
  });

  it('errors keep their stack on the following lines', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatLogLine(line)).toMatch(/ERROR failed \nError: boom\n {4}at x$/);
  });

  it('the banner ends with where Nutrio runs; the one-time password sits in a box above it', () => {
    expect(startupBanner('http://localhost:3000')).toBe('Nutrio is running at http://localhost:3000\n');
    const banner = startupBanner('http://localhost:3000', {
      email: 'admin@nutrio.local',
      oneTimePassword: 'Xy7-secret',
    })
      .trimEnd()
      .split('\n');
    expect(banner.at(-1)).toBe('Nutrio is running at http://localhost:3000');
    const box = banner.slice(1, -1);
    expect(box[0]).toMatch(/^┌─+┐$/);
    expect(box.at(-1)).toMatch(/^└─+┘$/);
    expect(box.some((l) => l.includes('One-time password: Xy7-secret'))).toBe(true);
    expect(new Set(box.map((l) => l.length)).size).toBe(1);
  });
});

describe('request URLs in logs (issue 12 A12)', () => {
  it('the logout CSRF token, confirmation and reset tokens never reach the log', () => {
    expect(redactUrl('/logout?_csrf_token=abc123&_locale=pl')).toBe(
      '/logout?_csrf_token=[redacted]&_locale=pl',
    );
    expect(redactUrl('/auth/confirm-email/tok-SECRET_1')).toBe('/auth/confirm-email/[redacted]');
    expect(redactUrl('/pl/przypomnij-haslo/tokSECRET')).toBe('/pl/przypomnij-haslo/[redacted]');
    expect(redactUrl('/de/passwort-vergessen/tokSECRET?x=1')).toBe('/de/passwort-vergessen/[redacted]?x=1');
    expect(redactUrl('/en/forgot-password')).toBe('/en/forgot-password');
    expect(redactUrl('/auth/google/callback?code=C0DE&state=ST4TE')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/en/recipes/?q=soup')).toBe('/en/recipes/?q=soup');
  });

  it('the request serializer the logger uses applies it', () => {
    expect(requestLogFields({ method: 'GET', url: '/logout?_csrf_token=abc', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/logout?_csrf_token=[redacted]',
      remoteAddress: '127.0.0.1',
    });
  });
});
