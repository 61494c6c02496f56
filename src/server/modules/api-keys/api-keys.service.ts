import { randomToken } from '../../lib/tokens';
import type { ApiKeysRepo } from './api-keys.repo';

export const PUBLIC_KEY_LABEL = 'public-web';

export function createApiKeysService(repo: ApiKeysRepo) {
  return {
    async isValid(token: string): Promise<boolean> {
      return (await repo.findActive(token)) !== undefined;
    },
    /** The key handed to web pages: the configured one, else the stored one, else a new random one. */
    async ensurePublicKey(configured: string | undefined): Promise<string> {
      if (configured) {
        if (!(await repo.findActive(configured))) await repo.insert(configured, PUBLIC_KEY_LABEL);
        return configured;
      }
      const stored = await repo.firstActiveToken(PUBLIC_KEY_LABEL);
      if (stored) return stored;
      const token = randomToken(24);
      await repo.insert(token, PUBLIC_KEY_LABEL);
      return token;
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
