import type { Kysely } from 'kysely';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DB } from '../../db/schema';

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try; the counter sets how many tries a solution takes. */
const COST = 200;
/**
 * The harder check that lets a correct password through an account's lock (issue 12 A4): twenty times the
 * work per try — about half a minute in a browser at the default difficulty instead of about one second,
 * so guessing through it stays as slow as the lock meant, while the owner still gets in.
 */
export const HARD_COST = COST * 20;

export type CaptchaLevel = 'normal' | 'hard';
const CHALLENGE_TTL_MS = 10 * 60_000;

function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null) return null;
    const { challenge, solution } = decoded as Record<string, unknown>;
    if (
      typeof challenge !== 'object' ||
      challenge === null ||
      typeof solution !== 'object' ||
      solution === null
    )
      return null;
    const parameters = (challenge as Record<string, unknown>).parameters;
    if (typeof parameters !== 'object' || parameters === null) return null;
    return { challenge: challenge as Challenge, solution: solution as Solution };
  } catch {
    return null;
  }
}

/**
 * ALTCHA proof of work (DECISIONS REG-16): signed challenges that expire after 10 minutes; a solution is
 * accepted once — its signature is remembered until the challenge would have expired (the auth
 * housekeeping removes it then).
 */
export function createCaptcha(
  db: Kysely<DB>,
  options: { secret: string; keySecret: string; difficulty: number },
) {
  return {
    async challenge(level: CaptchaLevel = 'normal'): Promise<Challenge> {
      const max = options.difficulty;
      return createChallenge({
        algorithm: ALGORITHM,
        // The cost is part of the signed parameters, so a solved challenge proves how hard it was.
        cost: level === 'hard' ? HARD_COST : COST,
        counter: randomInt(max, Math.max(1, Math.floor(max / 2))),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: options.keySecret,
      });
    },

    /** True once per valid, unexpired solution (of a hard challenge, when `level` is hard). */
    async verify(payload: string, level: CaptchaLevel = 'normal'): Promise<boolean> {
      const decoded = decodePayload(payload);
      if (!decoded?.challenge.signature || decoded.challenge.parameters.algorithm !== ALGORITHM) return false;
      if (level === 'hard' && !(Number(decoded.challenge.parameters.cost) >= HARD_COST)) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret: options.keySecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const inserted = await db
        .insertInto('used_captchas')
        .values({
          signature: decoded.challenge.signature,
          expires_at: new Date(Date.now() + CHALLENGE_TTL_MS).toISOString(),
        })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
