import type { FastifyInstance } from 'fastify';

/**
 * Form fields (`application/x-www-form-urlencoded`) as a body, for the routes whose registry entry says
 * `formBody` (the chat calls, A §7); they are validated by the same contract as JSON. Elsewhere 415.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.routeOptions.config.formBody) {
        const refused = Object.assign(new Error('form fields are not accepted here'), {
          code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
          statusCode: 415,
        });
        done(refused, undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
