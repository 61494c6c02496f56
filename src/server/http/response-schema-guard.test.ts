import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requireResponseSchemas } from './response-schema-guard';

function appWithGuard() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireResponseSchemas(app);
  return app;
}

describe('every API route declares its response (issue 11, acceptance 7)', () => {
  it('an /api route without a response schema fails at registration', () => {
    const app = appWithGuard();
    expect(() => app.get('/api/leaky', async () => ({ passwordHash: 'x' }))).toThrow(
      'GET /api/leaky declares no response schema',
    );
  });

  it('a declared schema, a byte-sending route, the docs and pages outside /api pass', async () => {
    const app = appWithGuard();
    app.get('/api/ok', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({
      ok: true,
    }));
    app.get('/api/photo', { config: { binaryResponse: true } }, async (_request, reply) =>
      reply.type('image/webp').send(Buffer.from([1])),
    );
    app.get('/api/docs/json', async () => ({}));
    app.get('/en/recipes/', async () => 'page');
    await app.ready();
    expect((await app.inject({ url: '/api/ok' })).json()).toEqual({ ok: true });
  });
});
