import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import type { ApiKeysService } from '../modules/api-keys/api-keys.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for catalogue endpoints: `Authorization: Bearer <public api key>` (B §6). */
    requireApiKey: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(.*)$/i.exec(header ?? '');
  return match?.[1]?.trim() ?? '';
}

export function registerApiKeyGuard(app: FastifyInstance, apiKeys: ApiKeysService): void {
  app.decorate('requireApiKey', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token === '') throw new UnauthorizedError('missingAuthorization', 'missing_authorization');
    if (!(await apiKeys.isValid(token))) throw new UnauthorizedError('invalidApiKey', 'invalid_api_key');
  });
}
