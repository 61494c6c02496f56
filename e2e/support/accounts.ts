import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PORT } from '../servers';
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
 * context, so the page is signed in afterwards. The address is confirmed through the link mailed to it
 * (saving plans needs that, issue 12 A1) unless `confirm: false` keeps the account unconfirmed.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: { email: string; password?: string; firstname?: string; lastname?: string },
  { confirm = true }: { confirm?: boolean } = {},
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
  if (confirm) await confirmEmailViaApi(request, user.email);
}

/** What a mail that confirms an address carries: a link to the confirmation route. */
export const CONFIRMATION_LINK = /\/auth\/email\/confirm\//;

/** The link of the newest confirmation mail sent to `email`; `after`: wait for one more than that many. */
export async function confirmationLink(
  email: string,
  { after = 0 }: { after?: number } = {},
): Promise<string> {
  const link = linkIn(await mailTo(email, { matching: CONFIRMATION_LINK, after }));
  if (!CONFIRMATION_LINK.test(link)) throw new Error(`not a confirmation link: ${link}`);
  return link;
}

/** Opens the newest confirmation link mailed to `email` (the request follows the redirect). */
export async function confirmEmailViaApi(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.get(await confirmationLink(email));
  if (!res.ok() || !/[?&]email=(verified|changed)\b/.test(res.url()))
    throw new Error(`confirmation failed: ${res.status()} ${res.url()}`);
}

/** For accounts registered through the UI: opens the link from the mail in the page, as its owner would. */
export async function confirmEmailInPage(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationLink(email));
}

/** The `.eml` files sent to `to` (that `matching` finds), newest first, at most `limit`. */
export async function mailsTo(
  to: string,
  { matching, limit = Infinity }: { matching?: RegExp; limit?: number } = {},
): Promise<string[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse();
  const recipient = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  const mails: string[] = [];
  for (const name of names) {
    if (mails.length >= limit) break;
    const text = await readFile(join(OUTBOX, name), 'utf8');
    // `matching` reads the text with quoted-printable soft line breaks undone (a long link stays whole).
    if (
      recipient.test(text) &&
      (!matching || matching.test(text.replace(/=\r?\n/g, '').replace(/=3D/g, '=')))
    )
      mails.push(text);
  }
  return mails;
}

/**
 * The newest `.eml` sent to `to` (that `matching` finds, e.g. a subject), waiting up to `timeoutMs` for it.
 * Mails leave after the answer: `after` (how many there were before the action) waits for a new one.
 */
export async function mailTo(
  to: string,
  { timeoutMs = 10_000, matching, after = 0 }: { timeoutMs?: number; matching?: RegExp; after?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(to, { ...(matching ? { matching } : {}), limit: after + 1 });
    if (mails.length > after && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no${after > 0 ? ' new' : ''} mail to ${to}${matching ? ` matching ${matching}` : ''}`);
}

/** The first link to this site in a plain-text mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+/.exec(body.slice(body.search(/\r?\n\r?\n/)));
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/**
 * Grants or takes roles (`+specialist`, `-pro`) on the e2e server's database with `npm run user:roles`; the
 * signed-in session sees them on its next request.
 */
export function changeRoles(email: string, ...changes: string[]): void {
  const databaseUrl = readFileSync(join('var/test-cache', `e2e-database-${E2E_PORT}.url`), 'utf8');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/user-roles.ts', email, ...changes], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}
