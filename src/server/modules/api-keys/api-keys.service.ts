import { randomToken } from '../../lib/tokens';
import type { ApiKeysRepo } from './api-keys.repo';

export const PUBLIC_KEY_LABEL = 'public-web';
/** How long the active keys are trusted from memory: a key revoked in the database stops working within this. */
export const API_KEY_CACHE_MS = 30_000;

/**
 * Every catalogue call checks the key, so the active keys live in memory (the table holds a handful) and are
 * read again at most every 30 s — one query per half minute instead of one per request (issue 13 A1).
 */
export function createApiKeysService(repo: ApiKeysRepo, now: () => number = Date.now) {
  let active: { tokens: Set<string>; readAt: number } | null = null;
  let reading: Promise<Set<string>> | null = null;

  async function activeTokens(): Promise<Set<string>> {
    if (active && now() - active.readAt < API_KEY_CACHE_MS) return active.tokens;
    // One read for all the requests that find the cache stale at the same moment.
    reading ??= repo
      .activeTokens()
      .then((tokens) => {
        active = { tokens: new Set(tokens), readAt: now() };
        return active.tokens;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    async isValid(token: string): Promise<boolean> {
      return (await activeTokens()).has(token);
    },
    /** The key handed to web pages: the configured one, else the stored one, else a new random one. */
    async ensurePublicKey(configured: string | undefined): Promise<string> {
      if (configured) {
        if (!(await repo.findActive(configured))) await repo.insert(configured, PUBLIC_KEY_LABEL);
        active = null;
        return configured;
      }
      const stored = await repo.firstActiveToken(PUBLIC_KEY_LABEL);
      if (stored) return stored;
      const token = randomToken(24);
      await repo.insert(token, PUBLIC_KEY_LABEL);
      active = null;
      return token;
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
