import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { GeoService } from './geo.service';

/** SPEC-18: the location suggestions; no key, no credentials (B §6). */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.route({
    ...routeFor(app, api.search_geo_suggestion),
    handler: async (request) => ({ data: await geo.suggest(request.body) }),
  });
};
