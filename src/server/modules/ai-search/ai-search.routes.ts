import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AiSearchService } from './ai-search.service';

/** SRCH-15: the AI search (pro members only: the route's access rule), limited per member and minute. */
export const aiSearchRoutes: FastifyPluginAsyncZod<{ aiSearch: AiSearchService; perMinute: number }> = async (
  app,
  { aiSearch, perMinute },
) => {
  const route = routeFor(app, api.api_header_search_ai);
  app.route({
    ...route,
    config: {
      ...route.config,
      // Each question costs a model call: counted per member (after the access guard, so guests get 401).
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `ai-search:${request.session?.user.id ?? request.ip}`,
      },
    },
    handler: async (request) => aiSearch.search(request.query.q, request.query.locale),
  });
};
