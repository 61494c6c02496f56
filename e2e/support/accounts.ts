import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The e2e server's outbox (VAR_DIR is var/test-cache, see scripts/e2e-server.ts). */
const OUTBOX = 'var/test-cache/outbox';

export const PASSWORD = 'correct-horse-42';

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Solves a challenge from the server exactly as the widget would. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/auth/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers an account through the API. With `page.request` the session cookie lands in the page's
 * context, so the page is signed in afterwards.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: { email: string; password?: string; firstname?: string; lastname?: string },
): Promise<void> {
  const password = user.password ?? PASSWORD;
  const res = await request.post('/api/auth/register', {
    data: {
      firstname: user.firstname ?? 'Test',
      lastname: user.lastname ?? 'User',
      email: user.email,
      password,
      confirmPassword: password,
      gender: '',
      language: 'en',
      captcha: await solvedCaptcha(request),
    },
  });
  if (!res.ok()) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
}

/** The newest `.eml` sent to `to`, waiting up to `timeoutMs` for it. */
export async function mailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const text = await readFile(join(OUTBOX, name), 'utf8');
      if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** The first link to this site in a plain-text mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+/.exec(body.slice(body.search(/\r?\n\r?\n/)));
  if (!match) throw new Error('no link in mail');
  return match[0];
}
