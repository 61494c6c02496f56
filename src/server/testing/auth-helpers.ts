import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../app';
import { SESSION_COOKIE } from '../plugins/session';
import { TEST_API_KEY } from './test-app';

/** Fetches a challenge and solves it as the widget would; the result is the form's `captcha` value. */
export async function solvedCaptcha(app: App, level: 'normal' | 'hard' = 'normal'): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: level === 'hard' ? '/api/auth/captcha?level=hard' : '/api/auth/captcha',
  });
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** What the page's calls carry: the session, its CSRF token and the public key (the chat's, CHAT-22). */
  headers: { cookie: string; 'x-csrf-token': string; authorization: string };
}

export function sessionCookieOf(setCookie: string | string[] | undefined): string | null {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find(
    (line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`),
  );
  return found ? found.split(';')[0]! : null;
}

/** The signed-in state of a session cookie, read back from the session endpoint. */
export async function sessionOf(app: App, cookie: string): Promise<SignedIn> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const csrfToken = res.json<{ csrfToken: string | null }>().csrfToken;
  if (!csrfToken) throw new Error('not signed in');
  return {
    cookie,
    csrfToken,
    headers: { cookie, 'x-csrf-token': csrfToken, authorization: `Bearer ${TEST_API_KEY}` },
  };
}

export const REGISTRATION = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
  gender: 'woman',
  language: 'en',
} as const;

/**
 * Registers through the API (the user is signed in by it) and returns the session; unless `confirmed` is
 * false, the address is then confirmed by opening the link of the mail the registration sent.
 */
export async function registerUser(
  app: App,
  overrides: Partial<Record<keyof typeof REGISTRATION, string>> = {},
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? REGISTRATION.email;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...REGISTRATION, ...overrides, captcha: await solvedCaptcha(app) },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res.headers['set-cookie']);
  if (!cookie) throw new Error('no session cookie');
  if (confirmed) {
    const opened = await app.inject({
      method: 'GET',
      url: await confirmationPathFor(app, email),
      headers: { cookie },
    });
    if (!/[?&]email=verified/.test(String(opened.headers.location)))
      throw new Error(`confirmation failed: ${opened.headers.location}`);
  }
  return sessionOf(app, cookie);
}

/**
 * The `.eml` files sent to `to`, oldest first, with quoted-printable soft line breaks and `=3D` undone so that
 * links read whole (encoded header words such as a UTF-8 subject stay as they are).
 */
export async function mailsTo(app: App, to: string): Promise<string[]> {
  if (!app.mailer.outboxDir) throw new Error('the test app sends no .eml files');
  const addressed = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  return (await outboxMessages(app, app.mailer.outboxDir))
    .filter((mail) => addressed.test(mail))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The path of the newest confirmation link mailed to `to`. */
export async function confirmationPathFor(app: App, to: string): Promise<string> {
  const link = /https?:\/\/[^\s/]+(\/auth\/email\/confirm\/[A-Za-z0-9_-]+)/.exec(
    (await mailsTo(app, to)).at(-1) ?? '',
  );
  if (!link) throw new Error(`no confirmation link mailed to ${to}`);
  return link[1]!;
}

export async function login(app: App, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, captcha: await solvedCaptcha(app), language: 'en' },
  });
}

/** The `.eml` files written so far, oldest first. */
export async function outboxMessages(app: App, outboxDir: string): Promise<string[]> {
  await app.mailer.flush();
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
}
