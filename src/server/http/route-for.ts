import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../../core/routes';

/**
 * Method, URL and — for catalogue routes — the API-key guard of a registry route, so every handler is
 * registered from `src/core/routes.ts`: `app.route({ ...routeFor(app, api.health), schema, handler })`.
 */
export function routeFor<R extends ApiRoute>(app: FastifyInstance, route: R) {
  return {
    method: route.method,
    url: route.path,
    ...(route.needsApiKey ? { preHandler: app.requireApiKey } : {}),
  };
}
